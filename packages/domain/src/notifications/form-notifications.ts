import { withAction } from './notification-action.ts';
import type { NewNotification } from './notification-ports.ts';
import { cappedName } from './notified-appointment.ts';

/** A form response the reader is asked to fill before a visit (issue 19). */
export interface NotifiableFormResponse {
  id: string;
  form: string;
  place: string;
  dueAt: Date;
  timeZone: string;
}

/** The path of a form response to fill. */
export const formResponsePath = (locale: string, responseId: string) =>
  `/${locale}/forms/${encodeURIComponent(responseId)}`;

/**
 * "A form to fill before your visit" (`form-requested`, written with the booking) or its reminder when it is
 * still not filled a while before it is due (`form-reminder`); both open the form.
 */
export function formToFillNotification(
  response: NotifiableFormResponse,
  kind: 'form-requested' | 'form-reminder',
  locale: string,
): NewNotification {
  return withAction(
    {
      kind,
      params: {
        form: cappedName(response.form),
        place: cappedName(response.place),
        dueAt: response.dueAt.toISOString(),
        timeZone: response.timeZone,
      },
    },
    formResponsePath(locale, response.id),
  );
}

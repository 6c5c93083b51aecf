import { read, readOrNull, result } from '../api-answers.ts';
import { segment } from '../api-links.ts';
import type { TypedApi } from './typed-api.ts';

/** What the user is asked and told: notifications and forms. */
export function inboxCalls(api: TypedApi) {
  return {
    /** One page of the signed-in user's notifications, newest first, in the client's language. */
    listMyNotifications: (cursor?: string) =>
      result(api.me.notifications.$get({ query: cursor ? { cursor } : {} })),
    /** Marks one own notification read; answers it (with where it leads), or the refusal (404). */
    markNotificationRead: (id: string) =>
      result(api.me.notifications[':id'].read.$post({ param: { id: segment(id) } })),
    markAllNotificationsRead: () => result(api.me.notifications['read-all'].$post()),
    /** "My forms": to fill (todo and draft), completed or expired, in the client's language. */
    listMyForms: (state: 'todo' | 'done' | 'expired') => read(api.me.forms.$get({ query: { state } })),
    /** One own form response with the version it answers; null when the user has none with this id. */
    getMyForm: (id: string) =>
      readOrNull(api.me.forms[':responseId'].$get({ param: { responseId: segment(id) } })),
    /** Keeps the answers typed so far; the refusal (size limits, sent, expired) is returned. */
    saveFormDraft: (id: string, answers: Record<string, unknown>) =>
      result(
        api.me.forms[':responseId'].draft.$put({ param: { responseId: segment(id) }, json: { answers } }),
      ),
    /** Sends the answers; the refusal (`FORM_INVALID` with each field, sent, expired) is returned. */
    submitForm: (id: string, answers: Record<string, unknown>) =>
      result(
        api.me.forms[':responseId'].submit.$post({ param: { responseId: segment(id) }, json: { answers } }),
      ),
    /** The response to fill (or filled) for a "before booking" form; a form not asked so is returned (404). */
    startForm: (formId: string) => result(api.me.forms.$post({ json: { formId } })),
    /** Which of these services and classes ask a form before booking, each with the user's completed response. */
    listBeforeBookingForms: (serviceIds: string[], classIds: string[] = []) =>
      read(
        api.me.forms['before-booking'].$get({
          query: {
            ...(serviceIds.length > 0 ? { serviceIds: serviceIds.join(',') } : {}),
            ...(classIds.length > 0 ? { classIds: classIds.join(',') } : {}),
          },
        }),
      ),
    /** What a booking of this service will ask (public): its form, rule and latest version; none: empty. */
    listServiceForms: (serviceId: string) =>
      read(api.services[':id'].forms.$get({ param: { id: segment(serviceId) } })),
    /** What a spot in this class will ask (public): its form, rule and latest version; none: empty. */
    listClassForms: (classId: string) =>
      read(api.classes[':id'].forms.$get({ param: { id: segment(classId) } })),
  };
}

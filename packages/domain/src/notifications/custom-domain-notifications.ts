import { withAction } from './notification-action.ts';
import type { NewNotification } from './notification-ports.ts';
import { cappedName } from './notified-appointment.ts';

/**
 * "Your custom domain is no longer used" (ADR 053), to an owner of the business: leads to the Online booking
 * tab, where the domain is shown with its record and checked again.
 */
export function customDomainLapsedNotification(
  about: { businessId: string; place: string; domain: string },
  locale: string,
): NewNotification {
  return withAction(
    { kind: 'custom-domain-lapsed', params: { domain: about.domain, place: cappedName(about.place) } },
    `/${locale}/partner/businesses/${about.businessId}/distribution`,
  );
}

import { withAction } from './notification-action.ts';
import type { NewNotification } from './notification-ports.ts';
import { cappedName } from './notified-appointment.ts';

/** A membership as a notification names it: its plan and business, and the business's clock. */
export interface NotifiableMembership {
  plan: string;
  business: string;
  timeZone: string;
}

/** My memberships, where the member sees the period and turns renewal on or off. */
const myMembershipsPath = (locale: string) => `/${locale}/memberships?mine=1`;

/**
 * "Membership renewed" (ADR 035): the next period until `validUntil`; `atVenue`: it starts once paid at the
 * venue.
 */
export function membershipRenewedNotification(
  membership: NotifiableMembership,
  renewal: { validUntil: Date; atVenue: boolean },
  locale: string,
): NewNotification {
  return withAction(
    {
      kind: 'membership-renewed',
      params: {
        plan: cappedName(membership.plan),
        business: cappedName(membership.business),
        validUntil: renewal.validUntil.toISOString(),
        timeZone: membership.timeZone,
        atVenue: renewal.atVenue,
      },
    },
    myMembershipsPath(locale),
  );
}

/**
 * "Membership activated" (ADR 052): a membership bought to be paid at the venue was paid there and runs
 * until `validUntil`.
 */
export function membershipActivatedNotification(
  membership: NotifiableMembership,
  validUntil: Date,
  locale: string,
): NewNotification {
  return withAction(
    {
      kind: 'membership-activated',
      params: {
        plan: cappedName(membership.plan),
        business: cappedName(membership.business),
        validUntil: validUntil.toISOString(),
        timeZone: membership.timeZone,
      },
    },
    myMembershipsPath(locale),
  );
}

/** "Membership ended" (ADR 035): not renewed, or (`declined`) its renewal's payment was refused. */
export function membershipEndedNotification(
  membership: NotifiableMembership,
  declined: boolean,
  locale: string,
): NewNotification {
  return withAction(
    {
      kind: 'membership-ended',
      params: { plan: cappedName(membership.plan), business: cappedName(membership.business), declined },
    },
    myMembershipsPath(locale),
  );
}

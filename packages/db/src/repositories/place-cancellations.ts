import {
  appointmentCancelledByPlaceNotification,
  type PlaceCancellationOutcome,
  type PlaceCancellations,
} from '@kalendo/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { appointments, locations, services, users } from '../schema/index.ts';
import { lockPayingMembership } from './membership-service-credits.ts';
import { enqueueNotification } from './notifications.ts';
import { appendAudit } from './partner/partner-audit.ts';

/**
 * Cancellations by the place: the appointment cancelled, its membership credit given back, the partner audit
 * row appended and its client told (an apology with the place's reason, leading to the place's booking page)
 * in one transaction. Its reminders stop with it (only booked appointments are
 * reminded) and a form asked for it expires (read from the appointment).
 */
export function createPlaceCancellations(db: Db): PlaceCancellations {
  return {
    cancel: ({ businessId, appointmentId, actorUserId, reason, now }) =>
      db.transaction(async (tx): Promise<PlaceCancellationOutcome> => {
        const giveCreditBack = await lockPayingMembership(tx, appointmentId);
        const [row] = await tx
          .select({
            id: appointments.id,
            userId: appointments.userId,
            status: appointments.status,
            startsAt: appointments.startsAt,
            endsAt: appointments.endsAt,
            service: { name: services.name },
            place: { name: locations.name, slug: locations.slug, timeZone: locations.timeZone },
          })
          .from(appointments)
          .innerJoin(services, eq(services.id, appointments.serviceId))
          .innerJoin(locations, eq(locations.id, appointments.locationId))
          .where(and(eq(appointments.id, appointmentId), eq(appointments.businessId, businessId)))
          .for('update', { of: appointments });
        if (!row) return { kind: 'not-found' };
        if (row.status === 'cancelled') return { kind: 'already-cancelled' };
        if (row.status !== 'booked' || row.startsAt.getTime() <= now.getTime()) return { kind: 'started' };
        await tx
          .update(appointments)
          .set({ status: 'cancelled', cancelledAt: now })
          .where(eq(appointments.id, appointmentId));
        // Its membership gets back the credit it paid with.
        await giveCreditBack();
        await appendAudit(tx, {
          businessId,
          actorUserId,
          action: 'appointment.cancel',
          subjectKind: 'appointment',
          subjectId: appointmentId,
          before: { status: row.status },
          after: { status: 'cancelled', reason },
        });
        if (row.userId) {
          const [client] = await tx
            .select({ locale: users.locale })
            .from(users)
            .where(eq(users.id, row.userId));
          if (client)
            await enqueueNotification(
              tx,
              row.userId,
              appointmentCancelledByPlaceNotification(row, row.place.slug, client.locale, reason),
            );
        }
        return { kind: 'cancelled' };
      }),
  };
}

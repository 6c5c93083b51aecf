import { and, eq } from 'drizzle-orm';
import type { Db } from '../../client/database.ts';
import { appointments, bookings, locations, services } from '../../schema/index.ts';
import { appendAudit } from './partner-audit.ts';
import {
  type CalendarActor,
  checkPerformer,
  guardingOverlap,
  refuseStartInPast,
} from './partner-calendar-checks.ts';
import { refuseOutsideHoursUnlessConfirmed } from './partner-calendar-hours.ts';
import { notFound, PartnerRefusal } from './partner-refusal.ts';

const MINUTE = 60_000;

export interface WalkInFields {
  placeId: string;
  serviceId: string;
  staffId: string;
  start: string;
  client: { name: string; phone: string | null };
  notes: string;
  /** Confirmed: a time outside the hours is kept (ADR 050). */
  bookAnyway?: boolean | undefined;
}

/**
 * Books a walk-in or phone client (a name and a phone number, no account) with a staff member of the place
 * who performs the service, at the service's current length, buffers and price: the id of the appointment.
 */
export function bookWalkIn(db: Db, actor: CalendarActor, fields: WalkInFields, now: Date): Promise<string> {
  return guardingOverlap(() =>
    db.transaction(async (tx) => {
      const [place] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, fields.placeId), eq(locations.businessId, actor.businessId)));
      if (!place) throw notFound();
      const [service] = await tx
        .select({
          durationMinutes: services.durationMinutes,
          bufferBeforeMinutes: services.bufferBeforeMinutes,
          bufferAfterMinutes: services.bufferAfterMinutes,
          priceMinor: services.priceMinor,
          currency: services.currency,
        })
        .from(services)
        .where(
          and(
            eq(services.id, fields.serviceId),
            eq(services.businessId, actor.businessId),
            eq(services.locationId, fields.placeId),
            eq(services.active, true),
          ),
        );
      if (!service) throw new PartnerRefusal({ kind: 'unknown-reference', field: 'serviceId' });
      await checkPerformer(tx, actor.businessId, fields.placeId, fields.staffId, fields.serviceId);
      const startsAt = new Date(fields.start);
      refuseStartInPast(startsAt, now);
      const endsAt = new Date(startsAt.getTime() + service.durationMinutes * MINUTE);
      await refuseOutsideHoursUnlessConfirmed(tx, {
        placeId: fields.placeId,
        staffId: fields.staffId,
        startsAt,
        endsAt,
        bookAnyway: fields.bookAnyway === true,
      });
      const [booking] = await tx
        .insert(bookings)
        .values({
          userId: null,
          idempotencyKey: `walk-in-${crypto.randomUUID()}`,
          requestHash: 'walk-in',
        })
        .returning({ id: bookings.id });
      const [created] = await tx
        .insert(appointments)
        .values({
          bookingId: booking?.id ?? '',
          businessId: actor.businessId,
          locationId: fields.placeId,
          serviceId: fields.serviceId,
          staffId: fields.staffId,
          userId: null,
          startsAt,
          endsAt,
          busyStartsAt: new Date(startsAt.getTime() - service.bufferBeforeMinutes * MINUTE),
          busyEndsAt: new Date(endsAt.getTime() + service.bufferAfterMinutes * MINUTE),
          priceMinor: service.priceMinor,
          currency: service.currency,
          durationMinutes: service.durationMinutes,
          notes: fields.notes,
          clientName: fields.client.name,
          clientPhone: fields.client.phone,
        })
        .returning({ id: appointments.id });
      const id = created?.id ?? '';
      await appendAudit(tx, {
        businessId: actor.businessId,
        actorUserId: actor.userId,
        action: 'appointment.walk-in',
        subjectKind: 'appointment',
        subjectId: id,
        after: { ...fields, client: { name: fields.client.name } },
      });
      return id;
    }),
  );
}

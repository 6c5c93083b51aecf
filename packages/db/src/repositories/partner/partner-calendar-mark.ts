import { type AppointmentMark, decideMark } from '@kalendo/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../client/database.ts';
import { appointments } from '../../schema/index.ts';
import { appendAudit } from './partner-audit.ts';
import type { CalendarActor } from './partner-calendar-checks.ts';
import { notFound, PartnerRefusal } from './partner-refusal.ts';

/** Marks the client arrived, the visit completed or a no-show, when the appointment's state allows it. */
export function markAppointment(
  db: Db,
  actor: CalendarActor,
  appointmentId: string,
  mark: AppointmentMark,
  now: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: appointments.status,
        arrivedAt: appointments.arrivedAt,
        startsAt: appointments.startsAt,
      })
      .from(appointments)
      .where(and(eq(appointments.id, appointmentId), eq(appointments.businessId, actor.businessId)))
      .for('update');
    if (!row) throw notFound();
    const decision = decideMark(row, mark, now);
    if (!decision.ok) throw new PartnerRefusal({ kind: 'mark-refused', refusal: decision.refusal });
    await tx.update(appointments).set(decision.change).where(eq(appointments.id, appointmentId));
    await appendAudit(tx, {
      businessId: actor.businessId,
      actorUserId: actor.userId,
      action: `appointment.${mark}`,
      subjectKind: 'appointment',
      subjectId: appointmentId,
      before: { status: row.status, arrivedAt: row.arrivedAt },
      after: {
        status: decision.change.status ?? row.status,
        arrivedAt: decision.change.arrivedAt ?? row.arrivedAt,
      },
    });
  });
}

import type { AppointmentMark } from '@kalendo/domain';
import type { Db } from '../../client/database.ts';
import {
  type CalendarViewer,
  readCalendarAppointment,
  readPartnerCalendar,
  viewerColumn,
} from './partner-calendar.ts';
import type { CalendarActor } from './partner-calendar-checks.ts';
import { markAppointment } from './partner-calendar-mark.ts';
import { moveAppointment, type PartnerMove } from './partner-calendar-move.ts';
import { bookWalkIn, type WalkInFields } from './partner-calendar-walk-in.ts';

/**
 * The partner calendar (issue 22, ADR 042): its read, and its writes (marks, moves and walk-ins), each
 * audited in its transaction. Cancellations by the place are `createPlaceCancellations`.
 */
export function createPartnerCalendar(db: Db) {
  return {
    /**
     * A place's calendar as the viewer may see it: a staff-role member reads their own column whatever they
     * asked for (ADR 050); null when the business has no such place.
     */
    read: async (input: {
      businessId: string;
      placeId: string;
      from: Date;
      to: Date;
      staffId?: string | undefined;
      viewer: CalendarViewer;
    }) => {
      const column = await viewerColumn(db, input.businessId, input.viewer, input.staffId ?? null);
      return readPartnerCalendar(db, { ...input, column });
    },
    /**
     * One appointment of the business as the calendar shows it (the answer of each write, and its details);
     * a staff-role viewer sees only those of their own column.
     */
    appointment: async (businessId: string, appointmentId: string, viewer?: CalendarViewer) => {
      const column = viewer ? await viewerColumn(db, businessId, viewer, null) : null;
      return readCalendarAppointment(db, businessId, appointmentId, column ?? undefined);
    },

    /** Marks the client arrived, the visit completed or a no-show, when the appointment's state allows it. */
    mark: (actor: CalendarActor, appointmentId: string, mark: AppointmentMark, now: Date) =>
      markAppointment(db, actor, appointmentId, mark, now),
    /** Moves a booked appointment to a new start and/or another staff member (`moveAppointment`). */
    move: (actor: CalendarActor, move: PartnerMove, now: Date) => moveAppointment(db, actor, move, now),
    /** Books a walk-in or phone client, no account (`bookWalkIn`): the id of the appointment. */
    walkIn: (actor: CalendarActor, fields: WalkInFields, now: Date) => bookWalkIn(db, actor, fields, now),
  };
}

export type PartnerCalendarWrites = ReturnType<typeof createPartnerCalendar>;

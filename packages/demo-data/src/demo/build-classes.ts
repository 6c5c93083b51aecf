import { wallClockInstant } from '@kalendo/domain';
import type { ClassCategory } from '../catalog/categories.ts';
import { addDays, isoWeekday } from '../local-date.ts';
import { localPrice } from '../local-price.ts';
import { toMinutes } from '../wall-clock.ts';
import { buildReformerClass } from './build-reformer-class.ts';
import { freeTeacher } from './free-teacher.ts';
import type { LocationPlan, SeedContext } from './seed-context.ts';

/** Timetable of the coming weeks, starting tomorrow. */
export const TIMETABLE_DAYS = 21;

const START_TIMES = ['07:30', '09:00', '10:30', '12:30', '17:30', '18:30', '19:30'];
const DURATIONS: Record<ClassCategory, number[]> = { fitness: [45, 60], yoga: [60, 75], dance: [60] };
/** A studio's three classes: one for everyone, one for beginners, one for the practised. */
const LEVELS = ['all', 'beginner', 'intermediate'] as const;
const DROP_IN_PRICE: Record<ClassCategory, number> = { fitness: 1800, yoga: 2000, dance: 1800 };

export interface SessionPlan {
  row: { id?: string; capacity: number; bookedCount?: number };
  businessSlug: string;
  startsAt: Date;
}

export interface ClassPlan {
  id: string;
  businessId: string;
  priceMinor: number;
}

/**
 * Three classes per studio location, each on two or three weekly slots inside the opening hours,
 * taught by a staff member working then, with sessions for the coming three weeks.
 */
export function buildClasses(
  ctx: SeedContext,
  location: LocationPlan,
  category: ClassCategory,
): { classes: ClassPlan[]; sessions: SessionPlan[] } {
  const { random } = ctx;
  const taken = new Set<string>();
  const classes: ClassPlan[] = [];
  const sessions: SessionPlan[] = [];
  const names = random.sample(location.pack.classNames[category], 3);
  // The studio's readiness questionnaire (issue 19), asked once per client by each of its classes.
  const formId = ctx.data.forms.find((form) => form.businessId === location.businessId)?.id ?? null;
  for (const [index, name] of names.entries()) {
    const duration = random.pick(DURATIONS[category]);
    const capacity = random.pick([6, 8, 10, 12, 15, 20]);
    const id = random.uuid();
    const priceMinor = localPrice(DROP_IN_PRICE[category], location.city, random);
    ctx.data.classes.push({
      id,
      businessId: location.businessId,
      locationId: location.id,
      name,
      durationMinutes: duration,
      priceMinor,
      currency: location.currency,
      defaultCapacity: capacity,
      // By position, not drawn: the rest of the seed's random stream stays as it was.
      level: LEVELS[index] ?? 'all',
      whatToBring: location.pack.whatToBring[category],
      requiredFormId: formId,
    });
    classes.push({ id, businessId: location.businessId, priceMinor });
    const slots = pickSlots(ctx, location, duration, taken);
    for (let day = 1; day <= TIMETABLE_DAYS; day++) {
      const date = addDays(location.today, day);
      if (location.exceptionDates.has(date)) continue;
      for (const slot of slots.filter((candidate) => candidate.weekday === isoWeekday(date))) {
        const startsAt = wallClockInstant(date, slot.time, location.timeZone);
        // A session the clocks skip (spring forward) does not take place, as the engine offers no such slot.
        if (startsAt === null) continue;
        const endsAt = new Date(startsAt.getTime() + duration * 60_000);
        const row = {
          id: random.uuid(),
          classId: id,
          locationId: location.id,
          instructorStaffId: freeTeacher(location, slot.instructorId, startsAt, endsAt),
          startsAt,
          endsAt,
          capacity,
          bookedCount: 0,
          waitlistCapacity: random.pick([0, 0, 3, 5]),
        };
        ctx.data.classSessions.push(row);
        sessions.push({ row, businessSlug: location.business.slug, startsAt });
      }
    }
  }
  // Added later, drawing nothing: its sessions are left out of `sessions` (nobody else has booked them).
  const priceMinor = classes[0]?.priceMinor;
  if (priceMinor !== undefined)
    buildReformerClass(ctx, location, { taken, priceMinor, timetableDays: TIMETABLE_DAYS });
  return { classes, sessions };
}

interface Slot {
  weekday: number;
  time: string;
  instructorId: string;
}

/** Weekly slots no other class of the location uses, with an instructor whose shift covers them. */
function pickSlots(ctx: SeedContext, location: LocationPlan, duration: number, taken: Set<string>): Slot[] {
  const candidates: Slot[] = [];
  for (const [weekday, [opens, closes]] of location.hours) {
    for (const time of START_TIMES) {
      const start = toMinutes(time);
      if (start < toMinutes(opens) || start + duration > toMinutes(closes) || taken.has(`${weekday} ${time}`))
        continue;
      const working = location.staff.filter((member) => {
        const day = member.days.get(weekday);
        return day && toMinutes(day.start) <= start && start + duration <= toMinutes(day.end);
      });
      const instructor = working.length > 0 ? ctx.random.pick(working) : ctx.random.pick(location.staff);
      candidates.push({ weekday, time, instructorId: instructor.id });
    }
  }
  const slots = ctx.random.sample(candidates, ctx.random.int(2, 3));
  for (const slot of slots) taken.add(`${slot.weekday} ${slot.time}`);
  return slots;
}

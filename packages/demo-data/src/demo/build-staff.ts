import { wallClockBoundary } from '@kalendo/domain';
import type { CategorySlug } from '../catalog/categories.ts';
import { addDays } from '../local-date.ts';
import { fromMinutes, toMinutes } from '../wall-clock.ts';
import type { LocationPlan, SeedContext, StaffDay, StaffPlan } from './seed-context.ts';

const TEAM_SIZE: Record<CategorySlug, [number, number]> = {
  hair: [3, 6],
  barber: [3, 5],
  nails: [3, 6],
  beauty: [2, 5],
  massage: [2, 5],
  spa: [3, 6],
  fitness: [3, 6],
  yoga: [3, 5],
  dance: [2, 4],
  physio: [2, 4],
  dental: [2, 4],
  tattoo: [2, 4],
};

/** Share of women in the team, by category. */
const WOMEN_SHARE: Partial<Record<CategorySlug, number>> = {
  barber: 0.15,
  nails: 0.95,
  beauty: 0.9,
  tattoo: 0.35,
};

const SHIFT_MINUTES = 8 * 60;

/** The staff of one location: names, titles, weekly hours with lunch, some time off, who does what. */
export function buildStaff(ctx: SeedContext, location: LocationPlan): StaffPlan[] {
  const { random, data } = ctx;
  const { pack } = location;
  const category = location.business.category;
  const [min, max] = TEAM_SIZE[category];
  const openDays = [...location.hours.keys()].sort();
  const usedNames = new Set<string>();
  const team: StaffPlan[] = [];
  for (let index = 0, size = random.int(min, max); index < size; index++) {
    const woman = random.chance(WOMEN_SHARE[category] ?? 0.6);
    let name = '';
    do {
      const first = random.pick(woman ? pack.womenFirstNames : pack.menFirstNames);
      const family = random.pick(pack.familyNames)[woman ? 1 : 0];
      name = `${first} ${family}`;
    } while (usedNames.has(name));
    usedNames.add(name);
    const title = pack.staffTitles[category];
    const id = random.uuid();
    data.staff.push({
      id,
      businessId: location.businessId,
      locationId: location.id,
      name,
      title: typeof title === 'string' ? title : title[woman ? 1 : 0],
    });
    const dayOff = openDays.length > 5 ? openDays[index % openDays.length] : undefined;
    const days = new Map<number, StaffDay>();
    for (const weekday of openDays) {
      if (weekday === dayOff) continue;
      const day = shift(location.hours.get(weekday) as [string, string], index);
      days.set(weekday, day);
      data.staffWorkingHours.push({
        id: random.uuid(),
        staffId: id,
        weekday,
        startsAt: day.start,
        endsAt: day.end,
      });
      if (day.breakStart && day.breakEnd) {
        data.staffBreaks.push({
          id: random.uuid(),
          staffId: id,
          weekday,
          startsAt: day.breakStart,
          endsAt: day.breakEnd,
        });
      }
    }
    const member: StaffPlan = { id, name, days, busy: [] };
    if (random.chance(0.25)) addTimeOff(ctx, location, member);
    team.push(member);
  }
  linkServices(ctx, location, team);
  return team;
}

/** Early or late shift on long days, the whole day otherwise; a lunch break in the middle of long shifts. */
function shift([opens, closes]: [string, string], index: number): StaffDay {
  let start = toMinutes(opens);
  let end = toMinutes(closes);
  if (end - start > SHIFT_MINUTES + 60) {
    if (index % 2 === 0) end = start + SHIFT_MINUTES + 60;
    else start = end - SHIFT_MINUTES - 60;
  }
  const day: StaffDay = { start: fromMinutes(start), end: fromMinutes(end) };
  if (end - start >= 6 * 60) {
    // Lunch around 13:00, but not in the first three or the last four hours of the shift.
    const breakStart = Math.round(Math.max(start + 180, Math.min(13 * 60, end - 240)) / 30) * 30;
    day.breakStart = fromMinutes(breakStart);
    day.breakEnd = fromMinutes(breakStart + (index % 3 === 0 ? 30 : 60));
  }
  return day;
}

/** A holiday well after the class timetable window, or one in the past. */
function addTimeOff(ctx: SeedContext, location: LocationPlan, member: StaffPlan): void {
  const future = ctx.random.chance(0.5);
  const first = addDays(location.today, future ? ctx.random.int(24, 60) : -ctx.random.int(30, 90));
  const startsAt = wallClockBoundary(first, '00:00', location.timeZone);
  const endsAt = wallClockBoundary(addDays(first, ctx.random.int(3, 10)), '00:00', location.timeZone);
  ctx.data.staffTimeOff.push({
    id: ctx.random.uuid(),
    staffId: member.id,
    startsAt,
    endsAt,
    reason: ctx.random.pick(location.pack.timeOffReasons),
  });
  member.busy.push([startsAt.getTime(), endsAt.getTime()]);
}

/** Most staff do most services; every service has someone and everyone does something. */
function linkServices(ctx: SeedContext, location: LocationPlan, team: StaffPlan[]): void {
  const doneBy = new Map<string, Set<string>>();
  for (const service of location.services) {
    const staffIds = new Set(team.filter(() => ctx.random.chance(0.75)).map((member) => member.id));
    if (staffIds.size === 0) staffIds.add(ctx.random.pick(team).id);
    doneBy.set(service.id, staffIds);
  }
  for (const member of team) {
    if ([...doneBy.values()].some((ids) => ids.has(member.id))) continue;
    doneBy.get(ctx.random.pick(location.services).id)?.add(member.id);
  }
  for (const service of location.services) {
    service.staffIds = [...(doneBy.get(service.id) ?? [])].sort();
    for (const staffId of service.staffIds) ctx.data.staffServices.push({ staffId, serviceId: service.id });
  }
}

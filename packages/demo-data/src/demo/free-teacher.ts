import type { LocationPlan } from './seed-context.ts';

/**
 * The teacher of a session from `startsAt` to `endsAt`: the one its slot chose, else the first of the
 * place's staff free then, else none; kept busy then, so no other session or appointment is put over it
 * (the database refuses a staff member busy twice, ADR 057). Draws nothing from the seed's random stream.
 */
export function freeTeacher(location: LocationPlan, chosenId: string, startsAt: Date, endsAt: Date) {
  const [from, to] = [startsAt.getTime(), endsAt.getTime()];
  const free = (member: LocationPlan['staff'][number]) =>
    !member.busy.some(([busyFrom, busyTo]) => from < busyTo && to > busyFrom);
  const chosen = location.staff.find((member) => member.id === chosenId);
  const teacher = chosen && free(chosen) ? chosen : location.staff.find(free);
  if (!teacher) return null;
  teacher.busy.push([from, to]);
  return teacher.id;
}

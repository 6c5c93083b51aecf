import { expandWorkingWindows } from './expand-working-windows.ts';
import { generateSlotStarts, type SlotStart } from './generate-slot-starts.ts';
import { keepFittingStarts } from './keep-fitting-starts.ts';
import type { StaffCalendar } from './parse-staff-schedule.ts';
import type { AvailabilityPlan } from './plan-availability.ts';
import { resolveWorkingTime } from './resolve-working-time.ts';
import { subtractRanges } from './subtract-ranges.ts';

/** The starts one staff member can take: grid starts whose whole busy range is free working time. */
export function computeStaffSlots(staff: StaffCalendar, plan: AvailabilityPlan): SlotStart[] {
  const windows = plan.days.map((day) => expandWorkingWindows(staff, day.weekday, day.locationHours));
  const free = subtractRanges(resolveWorkingTime(plan.days, windows, plan.timeline), staff.blocked);
  const candidates = plan.days.flatMap((day, i) =>
    day.offersSlots
      ? generateSlotStarts(day, windows[i]?.windows ?? [], plan.stepMinutes, plan.timeline)
      : [],
  );
  return keepFittingStarts(candidates, free, plan.window, plan.reach);
}

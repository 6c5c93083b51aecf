import type { AvailableSlot } from './available-slot.ts';
import { formatSlot } from './format-slot.ts';
import type { SlotStart } from './generate-slot-starts.ts';

/** The starts one staff member can take, sorted by instant. */
export interface StaffSlots {
  staffId: string;
  starts: readonly SlotStart[];
}

/**
 * One slot per start instant, sorted, listing every staff member free then in the order given. With one
 * staff member every slot has `staffIds = [id]`.
 */
export function mergeStaffSlots(perStaff: readonly StaffSlots[]): AvailableSlot[] {
  const byStart = new Map<number, { slot: SlotStart; staffIds: string[] }>();
  for (const { staffId, starts } of perStaff) {
    for (const slot of starts) {
      const entry = byStart.get(slot.start);
      if (entry === undefined) byStart.set(slot.start, { slot, staffIds: [staffId] });
      else entry.staffIds.push(staffId);
    }
  }
  return [...byStart.values()]
    .sort((a, b) => a.slot.start - b.slot.start)
    .map((entry) => formatSlot(entry.slot, entry.staffIds));
}

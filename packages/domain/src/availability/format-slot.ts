import type { AvailableSlot } from './available-slot.ts';
import { formatUtcDateTime } from './format-utc-date-time.ts';
import type { SlotStart } from './generate-slot-starts.ts';

/** The public shape of a start: UTC instant without milliseconds, local wall clock and the offset between. */
export function formatSlot(slot: SlotStart, staffIds: string[]): AvailableSlot {
  const offsetMinutes = Math.round((slot.wall - slot.start) / 60_000);
  const magnitude = Math.abs(offsetMinutes);
  const hours = String(Math.floor(magnitude / 60)).padStart(2, '0');
  const minutes = String(magnitude % 60).padStart(2, '0');
  return {
    start: `${formatUtcDateTime(slot.start)}Z`,
    localStart: formatUtcDateTime(slot.wall).slice(0, 16),
    offset: `${offsetMinutes < 0 ? '-' : '+'}${hours}:${minutes}`,
    staffIds,
  };
}

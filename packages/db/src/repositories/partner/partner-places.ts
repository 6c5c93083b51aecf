import type { Db } from '../../client/database.ts';
import { createPlaceEdits } from './partner-place-edits.ts';
import { createPlaceReads } from './partner-place-reads.ts';
import { createPlaceStates } from './partner-place-states.ts';

export type {
  BookingPolicy,
  NewPlace,
  PlacePatch,
  SpecialDay,
  WeeklyRange,
} from './partner-place-rows.ts';

/**
 * A business's places, scoped by business: reading them, adding and changing them (details, booking policy,
 * weekly hours, special days), and their state: published on their own (ADR 056), hidden or closed (ADR 058).
 */
export function createPartnerPlaces(db: Db) {
  return { ...createPlaceReads(db), ...createPlaceEdits(db), ...createPlaceStates(db) };
}

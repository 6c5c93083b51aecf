import type { MissingForPublish } from './publish-readiness.ts';

/** What is still to come somewhere (a place, a staff member): booked appointments and class sessions. */
export interface ToCome {
  appointments: number;
  sessions: number;
}

const nothingToCome = (toCome: ToCome) => toCome.appointments === 0 && toCome.sessions === 0;

export type PlaceHideRefusal = 'last-public-place';

/**
 * Hiding a public place (ADR 058): refused when it is the last public place of a published business, which
 * would stay published with nothing to show; the business is unpublished instead (ADR 055).
 */
export function placeHideRefusal(facts: {
  businessPublished: boolean;
  placePublic: boolean;
  otherPublicPlaces: number;
}): PlaceHideRefusal | null {
  if (!facts.placePublic || !facts.businessPublished) return null;
  return facts.otherPublicPlaces === 0 ? 'last-public-place' : null;
}

export type PlaceRemovalRefusal = 'only-place' | 'things-to-come';

/** Closing a place (ADR 058): never the business's only place, never one with appointments or sessions to come. */
export function placeRemovalRefusal(facts: {
  otherPlaces: number;
  toCome: ToCome;
}): PlaceRemovalRefusal | null {
  if (facts.otherPlaces === 0) return 'only-place';
  return nothingToCome(facts.toCome) ? null : 'things-to-come';
}

/** Moving a staff member to another place (ADR 058): only with nothing to come at the place they leave. */
export function staffMoveRefusal(toCome: ToCome): 'things-to-come' | null {
  return nothingToCome(toCome) ? null : 'things-to-come';
}

/**
 * What a change newly takes from a public place's publish checks (ADR 058): a change that leaves a public
 * place lacking what it had is refused; what it lacked already (a place published before the rule) is not
 * the change's doing.
 */
export function newlyMissing(before: MissingForPublish[], after: MissingForPublish[]): MissingForPublish[] {
  return after.filter((item) => !before.includes(item));
}

/** Why a partner write was refused; thrown inside its transaction so nothing of it stays. */
export type PartnerRefusalReason =
  | { kind: 'not-found' }
  | { kind: 'unknown-reference'; field: string }
  | { kind: 'bookings-affected'; count: number }
  | { kind: 'incomplete'; missing: string[] };

export class PartnerRefusal extends Error {
  readonly reason: PartnerRefusalReason;

  constructor(reason: PartnerRefusalReason) {
    super(reason.kind);
    this.reason = reason;
    this.name = 'PartnerRefusal';
  }
}

export const notFound = () => new PartnerRefusal({ kind: 'not-found' });

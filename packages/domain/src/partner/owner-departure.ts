/** What a business the leaving user owns still holds (read under the business's lock). */
export interface OwnedBusinessFacts {
  businessId: string;
  name: string;
  /** Owners besides the leaving user. */
  otherOwners: number;
  /** Members of any role besides the leaving user. */
  otherMembers: number;
  /** Booked appointments and class sessions with spots taken, still to come. */
  upcomingBookings: number;
}

/**
 * What deleting an account does to a business the user owns (ADR 055): another owner stays → nothing (the
 * business is theirs); the only owner of a business that still has other members or bookings to come →
 * refused (hand it over first); the only owner of a business with nobody else and nothing booked → it
 * closes (taken out of public view, its invitations withdrawn, its past kept).
 */
export type OwnerDeparture = 'stays-owned' | 'refused' | 'closes';

export function ownerDepartureOf(facts: OwnedBusinessFacts): OwnerDeparture {
  if (facts.otherOwners > 0) return 'stays-owned';
  return facts.otherMembers > 0 || facts.upcomingBookings > 0 ? 'refused' : 'closes';
}

/** What became of an appointment its place cancelled. */
export type PlaceCancellationOutcome =
  | { kind: 'cancelled' }
  | { kind: 'already-cancelled' }
  | { kind: 'started' }
  | { kind: 'not-found' };

/**
 * Port: a place's cancellation of an appointment (issue 18; the partner portal of issue 22 calls it). One
 * transaction scoped to `businessId` (another business's appointment is simply absent) that also tells the
 * client: an apology leading to the place's booking page, where other times are.
 */
export interface PlaceCancellations {
  cancel(input: { businessId: string; appointmentId: string; now: Date }): Promise<PlaceCancellationOutcome>;
}

/** A place cancels a booked appointment that has not begun, and its client is told. */
export function cancelAppointmentByPlace(
  deps: { cancellations: PlaceCancellations },
  input: { businessId: string; appointmentId: string; now: Date },
): Promise<PlaceCancellationOutcome> {
  return deps.cancellations.cancel(input);
}

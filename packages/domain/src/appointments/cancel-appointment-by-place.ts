/** What became of an appointment its place cancelled. */
export type PlaceCancellationOutcome =
  | { kind: 'cancelled' }
  | { kind: 'already-cancelled' }
  | { kind: 'started' }
  | { kind: 'not-found' };

/**
 * A place's cancellation: of which appointment, by which member of the business (the audit log's actor),
 * and the reason the client is told.
 */
export interface PlaceCancellationInput {
  businessId: string;
  appointmentId: string;
  actorUserId: string;
  reason: string;
  now: Date;
}

/**
 * Port: a place's cancellation of an appointment (issue 18; the partner calendar of issue 22 calls it). One
 * transaction scoped to `businessId` (another business's appointment is simply absent) that gives back the
 * membership credit it paid with, appends the partner audit row and tells the client: an apology with the
 * place's reason, leading to the place's booking page, where other times are.
 */
export interface PlaceCancellations {
  cancel(input: PlaceCancellationInput): Promise<PlaceCancellationOutcome>;
}

/** A place cancels a booked appointment that has not begun, and its client is told. */
export function cancelAppointmentByPlace(
  deps: { cancellations: PlaceCancellations },
  input: PlaceCancellationInput,
): Promise<PlaceCancellationOutcome> {
  return deps.cancellations.cancel(input);
}

import type { AppointmentStatus } from '../appointments/appointment.ts';

/** A review as its author sees it. */
export interface WrittenReview {
  id: string;
  rating: number;
  body: string;
  authorName: string;
  createdAt: Date;
}

/** Only the client of a completed visit may review it, once. */
export function canReview(appointment: { status: AppointmentStatus; hasReview: boolean }): boolean {
  return appointment.status === 'completed' && !appointment.hasReview;
}

export type WriteReviewOutcome =
  | { kind: 'created'; review: WrittenReview }
  | { kind: 'not-found' }
  | { kind: 'not-allowed'; status: AppointmentStatus }
  | { kind: 'already-reviewed' };

/**
 * Port: writes and withdraws reviews. Each call is one transaction that also recomputes the place's
 * rating average and count from its reviews, under a lock of the place's row, so parallel reviews of one
 * place never lose an update. Every call is scoped to `userId`: another user's appointment or review is
 * simply absent.
 */
export interface ReviewWriter {
  create(input: {
    userId: string;
    appointmentId: string;
    rating: number;
    body: string;
    /** Decides inside the transaction, from the appointment's status. */
    allowed: (status: AppointmentStatus) => boolean;
  }): Promise<WriteReviewOutcome>;
  /** Changes an own review's rating and text; null when the user has no review with this id. */
  edit(input: {
    userId: string;
    reviewId: string;
    rating: number;
    body: string;
  }): Promise<WrittenReview | null>;
  /** True when this call removed the review. */
  remove(userId: string, reviewId: string): Promise<boolean>;
}

/** A review of an own completed appointment (rating and body already validated by the contract). */
export function writeReview(
  deps: { reviews: ReviewWriter },
  input: { userId: string; appointmentId: string; rating: number; body: string },
): Promise<WriteReviewOutcome> {
  return deps.reviews.create({
    ...input,
    body: input.body.trim(),
    allowed: (status) => canReview({ status, hasReview: false }),
  });
}

/** A new rating and text for an own review; null when the user has no review with this id. */
export function editReview(
  deps: { reviews: ReviewWriter },
  input: { userId: string; reviewId: string; rating: number; body: string },
): Promise<WrittenReview | null> {
  return deps.reviews.edit({ ...input, body: input.body.trim() });
}

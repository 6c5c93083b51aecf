import { describe, expect, it } from 'vitest';
import { canReview, editReview, type ReviewWriter, writeReview } from './write-review.ts';

describe('canReview', () => {
  it('allows only a completed visit that has no review yet', () => {
    expect(canReview({ status: 'completed', hasReview: false })).toBe(true);
    expect(canReview({ status: 'completed', hasReview: true })).toBe(false);
    for (const status of ['booked', 'cancelled', 'no_show'] as const)
      expect(canReview({ status, hasReview: false })).toBe(false);
  });
});

describe('writeReview', () => {
  it('stores the trimmed body and lets the store decide with the completed-visit rule', async () => {
    const calls: Array<Parameters<ReviewWriter['create']>[0]> = [];
    const reviews: ReviewWriter = {
      async create(input) {
        calls.push(input);
        return { kind: 'already-reviewed' };
      },
      edit: async () => null,
      remove: async () => false,
    };
    const outcome = await writeReview(
      { reviews },
      { userId: 'u', appointmentId: 'a', rating: 4, body: '  Lovely place \n' },
    );
    expect(outcome).toEqual({ kind: 'already-reviewed' });
    expect(calls[0]).toMatchObject({ userId: 'u', appointmentId: 'a', rating: 4, body: 'Lovely place' });
    expect(calls[0]?.allowed('completed')).toBe(true);
    expect(calls[0]?.allowed('booked')).toBe(false);
    expect(calls[0]?.allowed('no_show')).toBe(false);
  });
});

describe('editReview', () => {
  it('stores the trimmed body of the own review', async () => {
    const edits: Array<Parameters<ReviewWriter['edit']>[0]> = [];
    const reviews: ReviewWriter = {
      create: async () => ({ kind: 'not-found' }),
      async edit(input) {
        edits.push(input);
        return null;
      },
      remove: async () => false,
    };
    expect(
      await editReview({ reviews }, { userId: 'u', reviewId: 'r', rating: 2, body: ' Slow \n' }),
    ).toBeNull();
    expect(edits).toEqual([{ userId: 'u', reviewId: 'r', rating: 2, body: 'Slow' }]);
  });
});

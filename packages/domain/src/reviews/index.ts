export { reviewAuthorName } from './review-author-name.ts';
export {
  canReview,
  editReview,
  type ReviewWriter,
  type WriteReviewOutcome,
  type WrittenReview,
  writeReview,
} from './write-review.ts';

import { addDays } from '../local-date.ts';
import { bookAppointment } from './book-appointment.ts';
import type { SeedUser } from './build-users.ts';
import type { LocationPlan, SeedContext } from './seed-context.ts';

type Rating = 1 | 2 | 3 | 4 | 5;

const HOUR = 3_600_000;

/** Star-rating odds (5 … 1) of a well-liked place and of a place with mixed reviews. */
const LIKED = [0.68, 0.25, 0.05, 0.015, 0.005];
const MIXED = [0.4, 0.35, 0.15, 0.06, 0.04];

/** Mostly happy clients, as on any marketplace. */
function drawRating(ctx: SeedContext, odds: number[]): Rating {
  let roll = ctx.random.next();
  for (const [index, chance] of odds.entries()) {
    roll -= chance;
    if (roll < 0) return (5 - index) as Rating;
  }
  return 5;
}

export interface ReviewInput {
  location: LocationPlan;
  appointment: { id: string; endsAt: Date };
  userId: string;
  authorName: string;
  rating: Rating;
}

/** A review in the location's language, written a little after the visit. */
export function writeReview(ctx: SeedContext, input: ReviewInput): void {
  const texts = input.location.pack.reviews[input.rating];
  const later = input.appointment.endsAt.getTime() + ctx.random.int(2, 48) * HOUR;
  ctx.data.reviews.push({
    id: ctx.random.uuid(),
    businessId: input.location.businessId,
    locationId: input.location.id,
    appointmentId: input.appointment.id,
    userId: input.userId,
    authorName: input.authorName,
    rating: input.rating,
    body: ctx.random.chance(0.12) ? '' : ctx.random.pick(texts),
    createdAt: new Date(Math.min(later, ctx.now.getTime() - HOUR)),
  });
}

/** Past completed visits of local reviewers, most of them reviewed. */
export function buildReviews(
  ctx: SeedContext,
  locations: LocationPlan[],
  reviewers: Map<string, SeedUser[]>,
): void {
  for (const location of locations) {
    const people = reviewers.get(location.language) ?? [];
    const visits = ctx.random.chance(0.06) ? 0 : ctx.random.int(3, 8);
    const odds = ctx.random.chance(0.75) ? LIKED : MIXED;
    for (let visit = 0; visit < visits; visit++) {
      const person = ctx.random.pick(people);
      const service = ctx.random.pick(location.services);
      const date = addDays(location.today, -ctx.random.int(3, 180));
      const status = 'completed';
      const appointment = bookAppointment(ctx, { location, service, userId: person.id, date, status });
      if (!appointment || ctx.random.chance(0.15)) continue;
      const rating = drawRating(ctx, odds);
      writeReview(ctx, { location, appointment, userId: person.id, authorName: person.authorName, rating });
    }
  }
}

/** Each location's rating average (2 decimals) and count, from its reviews. */
export function applyRatings(ctx: SeedContext): void {
  const totals = new Map<string, { sum: number; count: number }>();
  for (const review of ctx.data.reviews) {
    const total = totals.get(review.locationId) ?? { sum: 0, count: 0 };
    total.sum += review.rating;
    total.count += 1;
    totals.set(review.locationId, total);
  }
  for (const location of ctx.data.locations) {
    const total = totals.get(location.id as string);
    location.ratingCount = total?.count ?? 0;
    location.ratingAverage = total ? Math.round((total.sum * 100) / total.count) / 100 : 0;
  }
}

/** schema.org AggregateRating of a place, or nothing while it has no reviews (an empty rating is invalid). */
export function aggregateRatingJsonLd(rating: { average: number; count: number }) {
  return rating.count > 0
    ? {
        '@type': 'AggregateRating',
        ratingValue: rating.average,
        reviewCount: rating.count,
        bestRating: 5,
        worstRating: 1,
      }
    : undefined;
}

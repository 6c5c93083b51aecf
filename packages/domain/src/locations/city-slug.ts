import { slugify } from './slugify.ts';

/**
 * The slug a place's city goes by, which the places of one city share: a known city's own when the name is
 * one of the known cities' names (in any case) or slugs, else the name in Latin letters ("Велико Търново" →
 * "veliko-tarnovo").
 */
export function citySlugOf(city: string, known: readonly { slug: string; name: string }[] = []): string {
  const wanted = city.trim().toLocaleLowerCase();
  const match = known.find((other) => other.name.toLocaleLowerCase() === wanted || other.slug === wanted);
  return match?.slug ?? (slugify(city).slice(0, 80).replace(/-+$/, '') || 'city');
}

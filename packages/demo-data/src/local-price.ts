import type { CityData } from './cities/city-data.ts';
import type { Random } from './random.ts';

/**
 * A Berlin price in euro cents turned into the city's currency and price level, varied by ±10 %
 * and rounded to the city's usual step. Free stays free.
 */
export function localPrice(berlinCents: number, city: CityData, random: Random): number {
  if (berlinCents === 0) return 0;
  const raw = berlinCents * city.priceFactor * (0.9 + random.next() * 0.2);
  return Math.max(city.priceStep, Math.round(raw / city.priceStep) * city.priceStep);
}

import type { CategorySlug } from './catalog/categories.ts';
import type { Random } from './random.ts';

/** ISO weekday → [opens, closes] in local wall-clock time; a missing weekday is closed. */
export type WeeklyHours = Map<number, [string, string]>;

type Pattern = [weekdays: number[], opens: string, closes: string][];

const WEEKDAYS = [1, 2, 3, 4, 5];

/** A few realistic weekly patterns per category; a location picks one. */
const PATTERNS: Record<CategorySlug, Pattern[]> = {
  hair: [
    [
      [WEEKDAYS, '09:00', '20:00'],
      [[6], '10:00', '16:00'],
    ],
    [
      [WEEKDAYS, '10:00', '20:00'],
      [[6], '09:00', '18:00'],
    ],
  ],
  barber: [
    [
      [WEEKDAYS, '10:00', '20:00'],
      [[6], '10:00', '18:00'],
      [[7], '11:00', '16:00'],
    ],
    [[[2, 3, 4, 5, 6], '09:00', '19:00']],
  ],
  nails: [
    [
      [WEEKDAYS, '09:00', '20:00'],
      [[6], '10:00', '16:00'],
    ],
    [[[...WEEKDAYS, 6], '10:00', '19:00']],
  ],
  beauty: [
    [
      [WEEKDAYS, '09:00', '19:00'],
      [[6], '10:00', '15:00'],
    ],
    [
      [WEEKDAYS, '10:00', '20:00'],
      [[6], '10:00', '16:00'],
    ],
  ],
  massage: [
    [[[...WEEKDAYS, 6], '10:00', '21:00']],
    [
      [WEEKDAYS, '09:00', '21:00'],
      [[6, 7], '10:00', '18:00'],
    ],
  ],
  spa: [
    [[[...WEEKDAYS, 6, 7], '10:00', '21:00']],
    [
      [WEEKDAYS, '11:00', '22:00'],
      [[6, 7], '10:00', '20:00'],
    ],
  ],
  fitness: [
    [
      [WEEKDAYS, '07:00', '22:00'],
      [[6, 7], '09:00', '18:00'],
    ],
    [
      [WEEKDAYS, '06:30', '22:00'],
      [[6], '08:00', '20:00'],
      [[7], '09:00', '16:00'],
    ],
  ],
  yoga: [
    [
      [WEEKDAYS, '07:00', '21:30'],
      [[6], '09:00', '14:00'],
    ],
    [
      [WEEKDAYS, '07:00', '21:00'],
      [[6, 7], '09:00', '13:00'],
    ],
  ],
  dance: [
    [
      [WEEKDAYS, '10:00', '22:00'],
      [[6], '10:00', '16:00'],
    ],
    [
      [WEEKDAYS, '12:00', '22:00'],
      [[6], '11:00', '18:00'],
    ],
  ],
  physio: [
    [[WEEKDAYS, '08:00', '19:00']],
    [
      [WEEKDAYS, '08:00', '20:00'],
      [[6], '09:00', '13:00'],
    ],
  ],
  dental: [
    [[WEEKDAYS, '08:00', '19:00']],
    [
      [WEEKDAYS, '09:00', '20:00'],
      [[6], '09:00', '14:00'],
    ],
  ],
  tattoo: [[[[2, 3, 4, 5, 6], '11:00', '20:00']], [[[1, 2, 3, 4, 5, 6], '12:00', '21:00']]],
};

export function openingHours(category: CategorySlug, random: Random): WeeklyHours {
  const hours: WeeklyHours = new Map();
  for (const [weekdays, opens, closes] of random.pick(PATTERNS[category])) {
    for (const weekday of weekdays) hours.set(weekday, [opens, closes]);
  }
  return hours;
}

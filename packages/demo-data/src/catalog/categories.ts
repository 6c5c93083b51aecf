export const CATEGORY_SLUGS = [
  'hair',
  'nails',
  'massage',
  'spa',
  'barber',
  'beauty',
  'fitness',
  'yoga',
  'dance',
  'physio',
  'dental',
  'tattoo',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** Categories whose locations run group classes (sessions, capacity, memberships). */
export const CLASS_CATEGORIES = ['fitness', 'yoga', 'dance'] as const;

export type ClassCategory = (typeof CLASS_CATEGORIES)[number];

export function isClassCategory(category: CategorySlug): category is ClassCategory {
  return (CLASS_CATEGORIES as readonly string[]).includes(category);
}

/** Colour pairs for the generated artwork of each category; a business picks one. */
export const CATEGORY_PALETTES: Record<CategorySlug, [string, string][]> = {
  hair: [
    ['#00ACC1', '#E0F7FA'],
    ['#8E24AA', '#F3E5F5'],
    ['#D81B60', '#FCE4EC'],
  ],
  nails: [
    ['#EC407A', '#FFF0F5'],
    ['#AB47BC', '#FDE7F3'],
    ['#F06292', '#FFF8E1'],
  ],
  massage: [
    ['#6D4C41', '#EFEBE9'],
    ['#8D6E63', '#FFF3E0'],
    ['#5D4037', '#F1F8E9'],
  ],
  spa: [
    ['#26A69A', '#E0F2F1'],
    ['#00897B', '#FFF8E1'],
    ['#4DB6AC', '#F1F8E9'],
  ],
  barber: [
    ['#37474F', '#ECEFF1'],
    ['#263238', '#FFCC80'],
    ['#455A64', '#D7CCC8'],
  ],
  beauty: [
    ['#F48FB1', '#FFF3E0'],
    ['#CE93D8', '#FCE4EC'],
    ['#FF8A65', '#FBE9E7'],
  ],
  fitness: [
    ['#F4511E', '#FBE9E7'],
    ['#E53935', '#ECEFF1'],
    ['#FB8C00', '#263238'],
  ],
  yoga: [
    ['#7CB342', '#F1F8E9'],
    ['#9575CD', '#EDE7F6'],
    ['#FFB74D', '#FFF8E1'],
  ],
  dance: [
    ['#D50000', '#FFEBEE'],
    ['#C51162', '#212121'],
    ['#6200EA', '#F3E5F5'],
  ],
  physio: [
    ['#1E88E5', '#E3F2FD'],
    ['#039BE5', '#E8F5E9'],
    ['#3949AB', '#E8EAF6'],
  ],
  dental: [
    ['#00B8D4', '#FFFFFF'],
    ['#0097A7', '#E0F7FA'],
    ['#4FC3F7', '#F5F5F5'],
  ],
  tattoo: [
    ['#212121', '#FFD54F'],
    ['#311B92', '#B39DDB'],
    ['#1B5E20', '#C8E6C9'],
  ],
};

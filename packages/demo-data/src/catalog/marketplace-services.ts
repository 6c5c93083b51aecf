import type { CategorySlug } from './categories.ts';
import type { ServiceGroupSlug } from './service-groups.ts';

export interface MarketplaceServiceDef {
  slug: string;
  category: CategorySlug;
  group: ServiceGroupSlug;
  /** Typical duration in minutes. */
  minutes: number;
  /** Typical price in a Berlin salon, euro cents; cities scale it into their currency. */
  price: number;
  /** The price depends on length, design or extent ("from …"). */
  from?: boolean;
  /** Durations a location may offer as separate services ("60 min", "90 min"). */
  variants?: number[];
  /** Clean-up or preparation time around the service. */
  bufferAfter?: number;
  bufferBefore?: number;
  /** Usually needs a health questionnaire or consent form. */
  form?: boolean;
}

export const MARKETPLACE_SERVICES = [
  { slug: 'womens-haircut', category: 'hair', group: 'haircuts', minutes: 45, price: 4500 },
  { slug: 'mens-haircut', category: 'hair', group: 'haircuts', minutes: 30, price: 3000, bufferAfter: 5 },
  { slug: 'kids-haircut', category: 'hair', group: 'haircuts', minutes: 30, price: 2000 },
  { slug: 'blow-dry', category: 'hair', group: 'styling', minutes: 40, price: 3500 },
  { slug: 'hair-colouring', category: 'hair', group: 'colour', minutes: 90, price: 7500, from: true },
  { slug: 'balayage', category: 'hair', group: 'colour', minutes: 150, price: 15000, from: true },
  {
    slug: 'keratin-treatment',
    category: 'hair',
    group: 'treatments',
    minutes: 120,
    price: 12000,
    from: true,
  },
  { slug: 'beard-trim', category: 'barber', group: 'beard', minutes: 20, price: 1800, bufferAfter: 5 },
  { slug: 'hot-towel-shave', category: 'barber', group: 'beard', minutes: 30, price: 2800, bufferAfter: 5 },
  { slug: 'classic-manicure', category: 'nails', group: 'manicure', minutes: 45, price: 2800 },
  { slug: 'gel-manicure', category: 'nails', group: 'manicure', minutes: 60, price: 3800, bufferAfter: 10 },
  { slug: 'pedicure', category: 'nails', group: 'pedicure', minutes: 60, price: 4000, bufferAfter: 10 },
  { slug: 'nail-extensions', category: 'nails', group: 'extensions', minutes: 90, price: 6000, from: true },
  { slug: 'facial', category: 'beauty', group: 'face', minutes: 60, price: 6500, variants: [60, 90] },
  { slug: 'eyelash-extensions', category: 'beauty', group: 'lashes-brows', minutes: 120, price: 9000 },
  { slug: 'brow-shaping', category: 'beauty', group: 'lashes-brows', minutes: 20, price: 2000 },
  { slug: 'makeup', category: 'beauty', group: 'makeup', minutes: 60, price: 6000, from: true },
  { slug: 'waxing', category: 'beauty', group: 'waxing', minutes: 30, price: 3000, from: true },
  {
    slug: 'swedish-massage',
    category: 'massage',
    group: 'massages',
    minutes: 60,
    price: 6500,
    variants: [30, 60, 90],
    bufferAfter: 15,
    form: true,
  },
  {
    slug: 'deep-tissue-massage',
    category: 'massage',
    group: 'massages',
    minutes: 60,
    price: 7500,
    variants: [60, 90],
    bufferAfter: 15,
    form: true,
  },
  {
    slug: 'sports-massage',
    category: 'massage',
    group: 'massages',
    minutes: 45,
    price: 6000,
    bufferAfter: 10,
  },
  {
    slug: 'hot-stone-massage',
    category: 'massage',
    group: 'rituals',
    minutes: 75,
    price: 8500,
    bufferAfter: 15,
  },
  { slug: 'thai-massage', category: 'massage', group: 'massages', minutes: 90, price: 8000, bufferAfter: 15 },
  { slug: 'body-scrub', category: 'spa', group: 'body', minutes: 45, price: 5500, bufferAfter: 15 },
  {
    slug: 'spa-ritual',
    category: 'spa',
    group: 'rituals',
    minutes: 120,
    price: 14000,
    variants: [90, 120],
    bufferAfter: 20,
  },
  {
    slug: 'personal-training',
    category: 'fitness',
    group: 'training',
    minutes: 60,
    price: 6000,
    variants: [30, 60],
  },
  { slug: 'pilates', category: 'fitness', group: 'classes', minutes: 55, price: 2500 },
  { slug: 'hiit-class', category: 'fitness', group: 'classes', minutes: 45, price: 1800 },
  { slug: 'yoga-class', category: 'yoga', group: 'classes', minutes: 60, price: 2000 },
  {
    slug: 'private-yoga-session',
    category: 'yoga',
    group: 'private-sessions',
    minutes: 60,
    price: 6500,
    variants: [60, 90],
  },
  { slug: 'salsa-class', category: 'dance', group: 'classes', minutes: 60, price: 1800 },
  { slug: 'bachata-class', category: 'dance', group: 'classes', minutes: 60, price: 1800 },
  {
    slug: 'private-dance-lesson',
    category: 'dance',
    group: 'private-sessions',
    minutes: 60,
    price: 5500,
    variants: [45, 60],
  },
  { slug: 'wedding-dance-lesson', category: 'dance', group: 'private-sessions', minutes: 60, price: 6500 },
  {
    slug: 'physiotherapy-session',
    category: 'physio',
    group: 'therapy',
    minutes: 45,
    price: 6500,
    variants: [30, 60],
    bufferAfter: 10,
    form: true,
  },
  { slug: 'kinesiotaping', category: 'physio', group: 'therapy', minutes: 20, price: 2500 },
  {
    slug: 'dental-check-up',
    category: 'dental',
    group: 'check-ups',
    minutes: 30,
    price: 6000,
    bufferAfter: 10,
  },
  { slug: 'orthodontic-consultation', category: 'dental', group: 'check-ups', minutes: 30, price: 5000 },
  {
    slug: 'dental-cleaning',
    category: 'dental',
    group: 'hygiene',
    minutes: 45,
    price: 9000,
    bufferAfter: 15,
  },
  {
    slug: 'dental-filling',
    category: 'dental',
    group: 'dental-treatments',
    minutes: 45,
    price: 9000,
    from: true,
  },
  {
    slug: 'teeth-whitening',
    category: 'dental',
    group: 'dental-treatments',
    minutes: 60,
    price: 25000,
    bufferAfter: 15,
    form: true,
  },
  { slug: 'tattoo-consultation', category: 'tattoo', group: 'consultations', minutes: 30, price: 0 },
  { slug: 'small-tattoo', category: 'tattoo', group: 'tattoos', minutes: 60, price: 10000, from: true },
  {
    slug: 'tattoo-session',
    category: 'tattoo',
    group: 'tattoos',
    minutes: 180,
    price: 30000,
    from: true,
    variants: [120, 240],
    bufferBefore: 15,
    bufferAfter: 15,
    form: true,
  },
  {
    slug: 'piercing',
    category: 'tattoo',
    group: 'piercing',
    minutes: 20,
    price: 4000,
    from: true,
    form: true,
  },
] as const satisfies readonly MarketplaceServiceDef[];

export type MarketplaceServiceSlug = (typeof MARKETPLACE_SERVICES)[number]['slug'];

/** The same list, typed for reading optional fields. */
export const MARKETPLACE_SERVICE_LIST: readonly (MarketplaceServiceDef & { slug: MarketplaceServiceSlug })[] =
  MARKETPLACE_SERVICES;

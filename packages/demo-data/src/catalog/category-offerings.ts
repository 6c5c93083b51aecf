import type { CategorySlug } from './categories.ts';
import type { MarketplaceServiceSlug } from './marketplace-services.ts';

/**
 * What a business of each category offers, most common first. A location takes the first few and
 * some of the rest; services with duration variants add one service per variant.
 */
export const CATEGORY_OFFERINGS: Record<CategorySlug, MarketplaceServiceSlug[]> = {
  hair: [
    'womens-haircut',
    'mens-haircut',
    'blow-dry',
    'hair-colouring',
    'balayage',
    'keratin-treatment',
    'kids-haircut',
    'brow-shaping',
  ],
  barber: ['mens-haircut', 'beard-trim', 'hot-towel-shave', 'kids-haircut', 'hair-colouring'],
  nails: ['gel-manicure', 'classic-manicure', 'pedicure', 'nail-extensions', 'brow-shaping', 'waxing'],
  beauty: ['facial', 'brow-shaping', 'eyelash-extensions', 'waxing', 'makeup', 'gel-manicure'],
  massage: [
    'swedish-massage',
    'deep-tissue-massage',
    'sports-massage',
    'hot-stone-massage',
    'thai-massage',
    'body-scrub',
  ],
  spa: ['spa-ritual', 'hot-stone-massage', 'swedish-massage', 'body-scrub', 'facial', 'thai-massage'],
  fitness: ['personal-training', 'pilates', 'hiit-class', 'sports-massage'],
  yoga: ['yoga-class', 'private-yoga-session', 'pilates', 'thai-massage'],
  dance: ['salsa-class', 'bachata-class', 'private-dance-lesson', 'wedding-dance-lesson'],
  physio: ['physiotherapy-session', 'kinesiotaping', 'sports-massage', 'deep-tissue-massage'],
  dental: [
    'dental-check-up',
    'dental-cleaning',
    'dental-filling',
    'teeth-whitening',
    'orthodontic-consultation',
  ],
  tattoo: ['tattoo-consultation', 'small-tattoo', 'tattoo-session', 'piercing'],
};

import { describe, expect, it } from 'vitest';
import { type CityNameDirectory, listCitiesIn, nameCitiesIn } from './city-names.ts';

const asked: string[][] = [];
const cityNames: CityNameDirectory = {
  async namesOf(slugs) {
    asked.push([...slugs]);
    return new Map([['sofia', { bg: 'София', en: 'Sofia', es: 'Sofía' }]]);
  },
  async listWithPlaces() {
    return [
      { slug: 'athens', ownName: 'Αθήνα', names: { en: 'Athens', bg: 'Атина', el: 'Αθήνα' } },
      { slug: 'sofia', ownName: 'София', names: { en: 'Sofia', bg: 'София', el: 'Σόφια' } },
      { slug: 'berlin', ownName: 'Berlin', names: { en: 'Berlin', bg: 'Берлин', el: 'Βερολίνο' } },
      { slug: 'skopje', ownName: 'Skopje', names: {} },
    ];
  },
};

describe('listCitiesIn', () => {
  it('names the cities in the language asked for, in its alphabetical order (its own script first), its places’ spelling where it has none', async () => {
    expect((await listCitiesIn({ cityNames }, 'bg')).map((city) => city.name)).toEqual([
      'Атина',
      'Берлин',
      'София',
      'Skopje',
    ]);
    expect((await listCitiesIn({ cityNames }, 'en')).map((city) => city.slug)).toEqual([
      'athens',
      'berlin',
      'skopje',
      'sofia',
    ]);
  });
});

describe('nameCitiesIn', () => {
  const places = [
    { slug: 'a', city: 'София', citySlug: 'sofia' },
    { slug: 'b', city: 'София', citySlug: 'sofia' },
    { slug: 'c', city: 'Пловдив', citySlug: 'plovdiv' },
  ];

  it('names each city in the language asked for, looking each slug up once', async () => {
    asked.length = 0;
    const named = await nameCitiesIn({ cityNames }, places, 'es');
    expect(named.map((place) => place.city)).toEqual(['Sofía', 'Sofía', 'Пловдив']);
    expect(asked).toEqual([['sofia', 'plovdiv']]);
  });

  it('keeps the place’s own name for a language the city has no name in, and asks nothing for no places', async () => {
    asked.length = 0;
    expect((await nameCitiesIn({ cityNames }, places, 'tr')).map((place) => place.city)).toEqual([
      'София',
      'София',
      'Пловдив',
    ]);
    expect(await nameCitiesIn({ cityNames }, [], 'en')).toEqual([]);
    expect(asked).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { chooseDescription, placeDescriptions } from './choose-description.ts';

describe('chooseDescription', () => {
  const texts = { bg: 'Фризьорски салон', de: 'Ein Friseursalon' };

  it.each([
    {
      reader: 'de',
      own: 'bg',
      shown: { text: 'Ein Friseursalon', locale: 'de' },
      why: "the reader's language",
    },
    { reader: 'bg', own: 'bg', shown: { text: 'Фризьорски салон', locale: 'bg' }, why: 'the own language' },
    { reader: 'en', own: 'bg', shown: { text: 'Фризьорски салон', locale: 'bg' }, why: 'no English: own' },
    { reader: 'en', own: 'fr', shown: { text: '', locale: 'fr' }, why: 'neither: nothing, own language' },
  ])('shows $why', ({ reader, own, shown }) => {
    expect(chooseDescription(texts, reader, own)).toEqual(shown);
  });

  it('treats a text of blanks as none and trims what it shows', () => {
    expect(chooseDescription({ de: '  \n ', bg: ' Салон ' }, 'de', 'bg')).toEqual({
      text: 'Салон',
      locale: 'bg',
    });
  });
});

describe('placeDescriptions', () => {
  const business = { bg: 'Салон', en: 'A salon' };

  it("puts the place's own text in the business's language and keeps the other languages", () => {
    expect(placeDescriptions(business, 'bg', 'Салон до метрото')).toEqual({
      bg: 'Салон до метрото',
      en: 'A salon',
    });
  });

  it("keeps the business's text when the place has none", () => {
    expect(placeDescriptions(business, 'bg', ' ')).toEqual(business);
  });
});

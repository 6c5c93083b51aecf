import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './form-definition.ts';
import { readableAnswers } from './readable-answers.ts';

const definition: FormDefinition = {
  defaultLanguage: 'bg',
  title: { bg: 'Анкета' },
  fields: [
    { id: 'intro', type: 'section', label: { bg: 'Здраве' } },
    { id: 'allergy', type: 'yes-no', label: { bg: 'Алергии?', en: 'Allergies?' } },
    {
      id: 'which',
      type: 'short-text',
      label: { bg: 'Какви?' },
      visibleWhen: { field: 'allergy', equals: true },
    },
    {
      id: 'skin',
      type: 'multiple-choice',
      label: { bg: 'Кожа', en: 'Skin' },
      options: [
        { value: 'dry', label: { bg: 'Суха', en: 'Dry' } },
        { value: 'oily', label: { bg: 'Мазна', en: 'Oily' } },
      ],
    },
    { id: 'age', type: 'number', label: { bg: 'Възраст' } },
    { id: 'ok', type: 'consent', label: { bg: 'Съгласие' } },
    { id: 'sign', type: 'signature', label: { bg: 'Подпис' } },
    { id: 'note', type: 'long-text', label: { bg: 'Бележка' } },
  ],
};

describe('readable answers', () => {
  it('reads each shown, answered question in order, choices by label, in the language or the form’s own', () => {
    const answers = {
      allergy: false,
      which: 'kept from before',
      skin: ['oily', 'gone'],
      age: 34,
      ok: true,
      sign: { kind: 'typed' as const, name: 'Ana Ivanova' },
      note: '',
    };
    expect(readableAnswers(definition, answers, 'en')).toEqual([
      { question: 'Allergies?', kind: 'yes-no', yes: false },
      { question: 'Skin', kind: 'text', text: 'Oily, gone' },
      { question: 'Възраст', kind: 'text', text: '34' },
      { question: 'Съгласие', kind: 'consent', given: true },
      { question: 'Подпис', kind: 'signature', typedName: 'Ana Ivanova' },
    ]);
  });

  it('shows a conditional answer when its condition held, and a drawn signature without its drawing', () => {
    const answers = { allergy: true, which: 'Латекс', sign: { kind: 'drawn' as const, path: 'M1 1 L2 2' } };
    expect(readableAnswers(definition, answers, 'bg')).toEqual([
      { question: 'Алергии?', kind: 'yes-no', yes: true },
      { question: 'Какви?', kind: 'text', text: 'Латекс' },
      { question: 'Подпис', kind: 'signature', typedName: null },
    ]);
  });
});

import type { FormDefinition } from '@kalendo/domain';
import { describe, expect, it } from 'vitest';
import { answersFromFormData } from './answers-from-form-data.ts';

const t = (en: string) => ({ en });
const definition: FormDefinition = {
  defaultLanguage: 'en',
  title: t('Intake'),
  fields: [
    { id: 'intro', type: 'section', label: t('About you') },
    { id: 'name', type: 'short-text', label: t('Name') },
    { id: 'age', type: 'number', label: t('Age') },
    { id: 'stars', type: 'rating', label: t('Stars') },
    { id: 'pregnant', type: 'yes-no', label: t('Pregnant?') },
    { id: 'consent', type: 'consent', label: t('I agree'), terms: t('Terms') },
    {
      id: 'areas',
      type: 'multiple-choice',
      label: t('Areas'),
      options: [
        { value: 'face', label: t('Face') },
        { value: 'back', label: t('Back') },
      ],
    },
    { id: 'sign', type: 'signature', label: t('Signature') },
  ],
};

const formData = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('answersFromFormData', () => {
  it('reads each field type from its inputs, leaving out empty ones', () => {
    const answers = answersFromFormData(
      definition,
      formData([
        ['name', '<b>Ana</b>'],
        ['age', '34'],
        ['stars', ''],
        ['pregnant', 'no'],
        ['consent', 'yes'],
        ['areas', 'face'],
        ['areas', 'back'],
        ['sign.kind', 'drawn'],
        ['sign.value', 'M1 2 L3 4'],
        ['unknown', 'x'],
      ]),
    );
    expect(answers).toEqual({
      name: '<b>Ana</b>',
      age: 34,
      pregnant: false,
      consent: true,
      areas: ['face', 'back'],
      sign: { kind: 'drawn', path: 'M1 2 L3 4' },
    });
  });

  it('reads a typed signature, and nothing from an empty form', () => {
    const typed = formData([
      ['sign.kind', 'typed'],
      ['sign.value', 'Ana Petrova'],
    ]);
    expect(answersFromFormData(definition, typed)).toEqual({ sign: { kind: 'typed', name: 'Ana Petrova' } });
    expect(answersFromFormData(definition, new FormData())).toEqual({});
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerIssues, formAnswersSchema } from './form-answers-schema.ts';
import { ANSWER_LIMITS, type FormDefinition } from './form-definition.ts';

const t = (en: string) => ({ en });

/** A health declaration: a condition shows the pregnancy week only to those who answer yes. */
const health: FormDefinition = {
  defaultLanguage: 'en',
  title: t('Health declaration'),
  fields: [
    { id: 'intro', type: 'section', label: t('About you') },
    { id: 'name', type: 'short-text', label: t('Full name'), required: true, minLength: 2 },
    { id: 'code', type: 'short-text', label: t('Member code'), pattern: '[A-Z]{3}[0-9]{2}' },
    { id: 'notes', type: 'long-text', label: t('Notes'), maxLength: 50 },
    { id: 'age', type: 'number', label: t('Age'), min: 16, max: 120, integer: true },
    { id: 'email', type: 'email', label: t('Email') },
    { id: 'phone', type: 'phone', label: t('Phone') },
    { id: 'born', type: 'date', label: t('Date of birth'), max: '2010-12-31' },
    { id: 'skin', type: 'single-choice', label: t('Skin'), options: [{ value: 'dry', label: t('Dry') }] },
    {
      id: 'areas',
      type: 'multiple-choice',
      label: t('Areas'),
      max: 2,
      options: ['face', 'back', 'legs'].map((value) => ({ value, label: t(value) })),
    },
    { id: 'pregnant', type: 'yes-no', label: t('Are you pregnant?'), required: true },
    {
      id: 'week',
      type: 'number',
      label: t('Which week?'),
      required: true,
      visibleWhen: { field: 'pregnant', equals: true },
    },
    {
      id: 'doctor',
      type: 'short-text',
      label: t('Your doctor'),
      required: true,
      visibleWhen: { field: 'week', equals: 30 },
    },
    { id: 'stars', type: 'rating', label: t('How do you feel?'), max: 5 },
    { id: 'consent', type: 'consent', label: t('I agree'), terms: t('Terms'), required: true },
    { id: 'signature', type: 'signature', label: t('Signature'), required: true },
  ],
};

const valid = {
  name: 'Ana Petrova',
  pregnant: false,
  consent: true,
  signature: { kind: 'typed', name: 'Ana Petrova' },
};

const problemsOf = (answers: unknown, mode: 'submit' | 'draft' = 'submit') => {
  const parsed = formAnswersSchema(health, mode).safeParse(answers);
  return parsed.success ? [] : answerIssues(parsed.error);
};

describe('formAnswersSchema', () => {
  it('accepts a complete response and keeps only its answers', () => {
    const parsed = formAnswersSchema(health, 'submit').parse({ ...valid, unknown: 'x', intro: 'y' });
    expect(parsed).toEqual(valid);
  });

  it('refuses each missing required field by name', () => {
    expect(problemsOf({})).toEqual([
      { field: 'name', problem: 'required' },
      { field: 'pregnant', problem: 'required' },
      { field: 'consent', problem: 'required' },
      { field: 'signature', problem: 'required' },
    ]);
  });

  it.each([
    [{ name: 'A' }, 'name', 'too-short'],
    [{ name: 'x'.repeat(ANSWER_LIMITS.shortText + 1) }, 'name', 'too-long'],
    [{ code: 'abc12' }, 'code', 'pattern'],
    [{ notes: 'x'.repeat(51) }, 'notes', 'too-long'],
    [{ age: 12 }, 'age', 'too-small'],
    [{ age: 20.5 }, 'age', 'invalid'],
    [{ age: '20' }, 'age', 'invalid'],
    [{ email: 'not-an-address' }, 'email', 'email'],
    [{ phone: '<script>' }, 'phone', 'phone'],
    [{ born: '2001-02-30' }, 'born', 'date'],
    [{ born: '2011-01-01' }, 'born', 'too-big'],
    [{ skin: 'oily' }, 'skin', 'choice'],
    [{ areas: ['face', 'back', 'legs'] }, 'areas', 'too-long'],
    [{ stars: 6 }, 'stars', 'too-big'],
    [{ consent: false }, 'consent', 'required'],
    [{ signature: { kind: 'drawn', path: '<path onload="x">' } }, 'signature', 'invalid'],
  ])('refuses %j: %s is %s', (answers, field, problem) => {
    expect(problemsOf({ ...valid, ...answers })).toEqual([{ field, problem }]);
  });

  it('asks a conditional field only while its condition holds, and chains conditions', () => {
    expect(problemsOf({ ...valid, pregnant: true })).toEqual([{ field: 'week', problem: 'required' }]);
    expect(problemsOf({ ...valid, pregnant: true, week: 30 })).toEqual([
      { field: 'doctor', problem: 'required' },
    ]);
    // "No" hides the week, and so the doctor that depends on it: their answers are dropped.
    const parsed = formAnswersSchema(health, 'submit').parse({ ...valid, week: 30, doctor: 'Dr X' });
    expect(parsed).toEqual(valid);
  });

  it('keeps a draft with required fields missing and formats unfinished, within the size limits', () => {
    expect(problemsOf({ name: 'A', email: 'ana@', born: '1990-1' }, 'draft')).toEqual([]);
    expect(problemsOf({ notes: 'x'.repeat(51) }, 'draft')).toEqual([{ field: 'notes', problem: 'too-long' }]);
    expect(problemsOf({ age: 'twenty' }, 'draft')).toEqual([{ field: 'age', problem: 'invalid' }]);
  });

  it('keeps hostile text as text', () => {
    const parsed = formAnswersSchema(health, 'submit').parse({ ...valid, notes: '</script><b>x</b>' });
    expect(parsed.notes).toBe('</script><b>x</b>');
  });

  it('never refuses or keeps the answer of a hidden field, whatever it is', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (week, doctor) => {
        const parsed = formAnswersSchema(health, 'submit').safeParse({ ...valid, week, doctor });
        expect(parsed.success && !('week' in parsed.data) && !('doctor' in parsed.data)).toBe(true);
      }),
    );
  });

  it('refuses any text longer than its limit, and keeps any shorter one', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 300 }), (name) => {
        const result = problemsOf({ ...valid, name: `${name}xx` }, 'draft');
        expect(result.length === 0).toBe(name.length + 2 <= ANSWER_LIMITS.shortText);
      }),
    );
  });

  it('refuses anything that is not an object of answers as missing answers, never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (anything) => {
        expect(() => problemsOf(anything)).not.toThrow();
      }),
    );
  });
});

import { visibleFieldIds } from './field-visibility.ts';
import { type AnswerValue, type FormDefinition, localizedText } from './form-definition.ts';

/**
 * One answer of a filled form as a person reads it: the question in the reader's language and the answer as
 * text (choices by their labels), or a fact the page words itself (`yes`/`no`, consent given, signed).
 */
export type ReadableAnswer = { question: string } & AnswerPart;
type AnswerPart =
  | { kind: 'text'; text: string }
  | { kind: 'yes-no'; yes: boolean }
  | { kind: 'consent'; given: boolean }
  | { kind: 'signature'; typedName: string | null };

function choiceLabels(
  options: ReadonlyArray<{ value: string; label: Readonly<Record<string, string>> }>,
  values: readonly string[],
  language: string,
  fallback: string,
) {
  return values.map((value) => {
    const option = options.find((candidate) => candidate.value === value);
    return option ? localizedText(option.label, language, fallback) : value;
  });
}

function readable(
  field: FormDefinition['fields'][number],
  value: AnswerValue,
  language: string,
  fallback: string,
): AnswerPart | null {
  switch (field.type) {
    case 'section':
      return null;
    case 'yes-no':
      return { kind: 'yes-no', yes: value === true };
    case 'consent':
      return { kind: 'consent', given: value === true };
    case 'signature':
      return {
        kind: 'signature',
        typedName:
          typeof value === 'object' && !Array.isArray(value) && value.kind === 'typed' ? value.name : null,
      };
    case 'single-choice':
    case 'multiple-choice': {
      const values = Array.isArray(value) ? value : [String(value)];
      return { kind: 'text', text: choiceLabels(field.options, values, language, fallback).join(', ') };
    }
    default:
      return { kind: 'text', text: Array.isArray(value) ? value.join(', ') : String(value) };
  }
}

/**
 * The answers of a response in the order of its form's questions: only questions that were shown (their
 * condition held) and answered; sections (headings, no answer) left out. Questions in `language`, else the
 * form's own language.
 */
export function readableAnswers(
  definition: FormDefinition,
  answers: Readonly<Record<string, AnswerValue>>,
  language: string,
): ReadableAnswer[] {
  const shown = visibleFieldIds(definition, answers);
  const fallback = definition.defaultLanguage;
  const out: ReadableAnswer[] = [];
  for (const field of definition.fields) {
    const value = answers[field.id];
    if (value === undefined || value === '' || !shown.has(field.id)) continue;
    const answer = readable(field, value, language, fallback);
    if (answer) out.push({ question: localizedText(field.label, language, fallback), ...answer });
  }
  return out;
}

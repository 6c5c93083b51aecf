/**
 * A form's definition as a business writes it (issue 19): versioned JSON, one version per edit. Labels and
 * help are text in several languages and fall back to the form's default language. Everything here is
 * plain text, never HTML.
 */

/** Text in several languages, keyed by language code (`en`, `bg`, …). */
export type LocalizedText = Readonly<Record<string, string>>;

/** When a form is asked. */
export const FORM_RULES = ['before-booking', 'before-visit', 'once-per-client'] as const;
export type FormRule = (typeof FORM_RULES)[number];

export const FORM_FIELD_TYPES = [
  'short-text',
  'long-text',
  'number',
  'email',
  'phone',
  'date',
  'single-choice',
  'multiple-choice',
  'yes-no',
  'rating',
  'consent',
  'signature',
  'section',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Show a field only when an earlier field's answer equals (or, for a multiple choice, includes) a value. */
export interface FieldCondition {
  field: string;
  equals: string | number | boolean;
}

export interface ChoiceOption {
  value: string;
  label: LocalizedText;
}

interface FieldBase {
  /** Key of the answer: letters, digits, `-` and `_`. */
  id: string;
  label: LocalizedText;
  help?: LocalizedText;
  required?: boolean;
  visibleWhen?: FieldCondition;
}

export type FormField =
  | (FieldBase & { type: 'short-text'; minLength?: number; maxLength?: number; pattern?: string })
  | (FieldBase & { type: 'long-text'; minLength?: number; maxLength?: number })
  | (FieldBase & { type: 'number'; min?: number; max?: number; integer?: boolean })
  | (FieldBase & { type: 'email' | 'phone' | 'yes-no' | 'signature' | 'section' })
  | (FieldBase & { type: 'date'; min?: string; max?: string })
  | (FieldBase & { type: 'single-choice'; options: ChoiceOption[] })
  | (FieldBase & { type: 'multiple-choice'; options: ChoiceOption[]; min?: number; max?: number })
  | (FieldBase & { type: 'rating'; max?: number })
  | (FieldBase & { type: 'consent'; terms?: LocalizedText; termsUrl?: string });

export interface FormDefinition {
  /** The language labels fall back to (the business's own). */
  defaultLanguage: string;
  title: LocalizedText;
  description?: LocalizedText;
  fields: FormField[];
}

/** A drawn signature is SVG path data (`M10 20 L30 40 …`); the keyboard alternative is a typed name. */
export type SignatureAnswer = { kind: 'drawn'; path: string } | { kind: 'typed'; name: string };

export type AnswerValue = string | number | boolean | string[] | SignatureAnswer;
export type FormAnswers = Record<string, AnswerValue>;

/** Hard limits of any answer, whatever the definition says (answers larger than these are refused). */
export const ANSWER_LIMITS = {
  shortText: 200,
  longText: 5000,
  signaturePath: 20_000,
  typedName: 120,
  ratingMax: 10,
} as const;

/** The text of `text` in `language`, else in the form's default language, else any. */
export function localizedText(text: LocalizedText | undefined, language: string, fallback: string): string {
  if (!text) return '';
  return text[language] ?? text[fallback] ?? Object.values(text)[0] ?? '';
}

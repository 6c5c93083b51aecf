import { z } from 'zod';
import { visibleFieldIds } from './field-visibility.ts';
import { ANSWER_LIMITS, type FormAnswers, type FormDefinition, type FormField } from './form-definition.ts';

/** Why an answer was refused: the message of each issue, translated by the page and the API. */
export const ANSWER_PROBLEMS = [
  'required',
  'too-long',
  'too-short',
  'too-small',
  'too-big',
  'pattern',
  'email',
  'phone',
  'date',
  'choice',
  'invalid',
] as const;
export type AnswerProblem = (typeof ANSWER_PROBLEMS)[number];

/**
 * `submit`: every rule of the version (required, formats, bounds). `draft`: what is typed so far, kept as
 * long as each answer has its field's type and stays within the size limits.
 */
export type AnswersMode = 'submit' | 'draft';

const problem = (reason: AnswerProblem) => ({ error: reason });
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const PHONE = /^\+?[0-9 ().-]{5,24}$/;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** SVG path commands and numbers only: a drawing, never markup. */
const PATH_DATA = /^[MLQCZmlqcz0-9 .,-]*$/;

const isRealDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

function text(max: number, field: { minLength?: number; maxLength?: number }, strict: boolean) {
  let schema = z.string(problem('invalid')).max(Math.min(field.maxLength ?? max, max), problem('too-long'));
  if (strict && field.minLength) schema = schema.min(field.minLength, problem('too-short'));
  return schema;
}

function patterned(pattern: string | undefined) {
  if (!pattern) return null;
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return null;
  }
}

/** The schema of one field's answer (a section has none). */
function answerSchema(field: FormField, strict: boolean): z.ZodType | null {
  switch (field.type) {
    case 'section':
      return null;
    case 'short-text': {
      const schema = text(ANSWER_LIMITS.shortText, field, strict);
      const pattern = patterned(field.pattern);
      return strict && pattern ? schema.regex(pattern, problem('pattern')) : schema;
    }
    case 'long-text':
      return text(ANSWER_LIMITS.longText, field, strict);
    case 'email': {
      const schema = z.string(problem('invalid')).max(ANSWER_LIMITS.shortText, problem('too-long'));
      return strict ? schema.regex(EMAIL, problem('email')) : schema;
    }
    case 'phone': {
      const schema = z.string(problem('invalid')).max(ANSWER_LIMITS.shortText, problem('too-long'));
      return strict ? schema.regex(PHONE, problem('phone')) : schema;
    }
    case 'date': {
      const schema = z.string(problem('invalid')).max(10, problem('date'));
      if (!strict) return schema;
      return schema
        .regex(LOCAL_DATE, problem('date'))
        .refine(isRealDay, problem('date'))
        .refine((day) => !field.min || day >= field.min, problem('too-small'))
        .refine((day) => !field.max || day <= field.max, problem('too-big'));
    }
    case 'number': {
      let schema = z.number(problem('invalid')).finite(problem('invalid'));
      if (field.integer) schema = schema.int(problem('invalid'));
      if (!strict) return schema;
      if (field.min !== undefined) schema = schema.min(field.min, problem('too-small'));
      if (field.max !== undefined) schema = schema.max(field.max, problem('too-big'));
      return schema;
    }
    case 'single-choice':
      return z.enum(field.options.map((option) => option.value) as [string, ...string[]], problem('choice'));
    case 'multiple-choice': {
      const values = field.options.map((option) => option.value) as [string, ...string[]];
      let schema = z.array(z.enum(values, problem('choice')), problem('invalid')).max(values.length);
      if (!strict) return schema;
      if (field.min) schema = schema.min(field.min, problem('too-short'));
      if (field.max) schema = schema.max(field.max, problem('too-long'));
      return schema;
    }
    case 'yes-no':
    case 'consent':
      return z.boolean(problem('invalid'));
    case 'rating':
      return z
        .number(problem('invalid'))
        .int(problem('invalid'))
        .min(1, problem('too-small'))
        .max(Math.min(field.max ?? 5, ANSWER_LIMITS.ratingMax), problem('too-big'));
    case 'signature':
      return z.discriminatedUnion(
        'kind',
        [
          z.object({
            kind: z.literal('drawn'),
            path: z
              .string()
              .max(ANSWER_LIMITS.signaturePath, problem('too-long'))
              .regex(PATH_DATA, problem('invalid')),
          }),
          z.object({
            kind: z.literal('typed'),
            name: z.string().max(ANSWER_LIMITS.typedName, problem('too-long')),
          }),
        ],
        problem('invalid'),
      );
  }
}

/** No answer yet: nothing, an empty text, an empty choice, an unticked consent, an empty signature. */
export function isEmptyAnswer(field: FormField, value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (field.type === 'consent') return value !== true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object' && 'kind' in value) {
    const signature = value as { kind: string; path?: string; name?: string };
    return (signature.kind === 'drawn' ? signature.path : signature.name)?.trim() === '';
  }
  return false;
}

/** Only the answers of fields shown for these answers, without empty ones. */
function keptAnswers(definition: FormDefinition, raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const answers = raw as Record<string, unknown>;
  const visible = visibleFieldIds(definition, answers);
  const kept: Record<string, unknown> = {};
  for (const field of definition.fields) {
    const value = answers[field.id];
    if (field.type !== 'section' && visible.has(field.id) && !isEmptyAnswer(field, value))
      kept[field.id] = value;
  }
  return kept;
}

/**
 * THE schema of a form version's answers, shared by the page (errors as the client types) and the server
 * (the check of every draft and submission): answers of hidden fields and of unknown keys are dropped, a
 * hidden field is never required, every text has a size limit, and each issue's message is an
 * `AnswerProblem` at the path of its field.
 */
export function formAnswersSchema(definition: FormDefinition, mode: AnswersMode): z.ZodType<FormAnswers> {
  const strict = mode === 'submit';
  const shape: Record<string, z.ZodType> = {};
  for (const field of definition.fields) {
    const schema = answerSchema(field, strict);
    if (schema) shape[field.id] = schema.optional();
  }
  const answers = z.object(shape).superRefine((value, ctx) => {
    if (!strict) return;
    const visible = visibleFieldIds(definition, value);
    for (const field of definition.fields) {
      if (field.required && field.type !== 'section' && visible.has(field.id) && !(field.id in value))
        ctx.addIssue({ code: 'custom', path: [field.id], message: 'required' });
    }
  });
  return z.preprocess((raw) => keptAnswers(definition, raw), answers) as unknown as z.ZodType<FormAnswers>;
}

/** One refused answer: its field and why. */
export interface AnswerIssue {
  field: string;
  problem: AnswerProblem;
}

/** The refused answers of a failed parse, one per field (the first problem of each). */
export function answerIssues(error: z.ZodError): AnswerIssue[] {
  const issues = new Map<string, AnswerProblem>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    const reason = (ANSWER_PROBLEMS as readonly string[]).includes(issue.message)
      ? (issue.message as AnswerProblem)
      : 'invalid';
    if (!issues.has(field)) issues.set(field, reason);
  }
  return [...issues].map(([field, reason]) => ({ field, problem: reason }));
}

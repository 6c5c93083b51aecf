import { createHash } from 'node:crypto';
import type { FormDefinition, FormField, FormRule, LocalizedText } from '@kalendo/domain';
import type { CategorySlug } from '../catalog/categories.ts';
import { LANGUAGES, type Language } from '../catalog/languages.ts';
import type { LocalePack } from '../locale-packs/locale-pack.ts';
import { LOCALE_PACKS } from '../locale-packs/locale-packs.ts';
import { FORM_EXTRA_TEXT } from './form-extra-text.ts';
import type { SeedContext } from './seed-context.ts';

type HealthText = keyof LocalePack['healthForm'];

/** A text of every locale pack's health questionnaire, in all the languages. */
const health = (key: HealthText): LocalizedText =>
  Object.fromEntries(LANGUAGES.map((language) => [language, LOCALE_PACKS[language].healthForm[key]]));

const field = {
  allergies: { id: 'allergies', type: 'long-text', label: health('allergies'), maxLength: 500 },
  medications: { id: 'medications', type: 'long-text', label: health('medications'), maxLength: 500 },
  conditions: { id: 'conditions', type: 'long-text', label: health('conditions'), maxLength: 1000 },
  pregnant: { id: 'pregnant', type: 'yes-no', label: health('pregnant'), required: true },
  pregnancyWeek: {
    id: 'pregnancy-week',
    type: 'number',
    label: FORM_EXTRA_TEXT.pregnancyWeek,
    integer: true,
    min: 1,
    max: 42,
    required: true,
    visibleWhen: { field: 'pregnant', equals: true },
  },
  dateOfBirth: { id: 'date-of-birth', type: 'date', label: FORM_EXTRA_TEXT.dateOfBirth, required: true },
  pain: { id: 'pain', type: 'rating', label: FORM_EXTRA_TEXT.painLevel, max: 10, required: true },
  emergencyPhone: { id: 'emergency-phone', type: 'phone', label: FORM_EXTRA_TEXT.emergencyPhone },
  adult: {
    id: 'adult',
    type: 'consent',
    label: FORM_EXTRA_TEXT.adult,
    required: true,
  },
  consent: {
    id: 'consent',
    type: 'consent',
    label: health('consent'),
    terms: FORM_EXTRA_TEXT.consentTerms,
    required: true,
  },
  signature: { id: 'signature', type: 'signature', label: FORM_EXTRA_TEXT.signature, required: true },
  heart: { id: 'heart', type: 'yes-no', label: FORM_EXTRA_TEXT.heartCondition, required: true },
  chestPain: { id: 'chest-pain', type: 'yes-no', label: FORM_EXTRA_TEXT.chestPain, required: true },
  dizziness: { id: 'dizziness', type: 'yes-no', label: FORM_EXTRA_TEXT.dizziness, required: true },
  injuries: { id: 'injuries', type: 'long-text', label: FORM_EXTRA_TEXT.injuries, maxLength: 1000 },
} satisfies Record<string, FormField>;

export interface FormPlan {
  rule: FormRule;
  dueHoursBefore: number;
  validMonths: number;
  title: LocalizedText;
  /** Oldest first: the last is the current version. */
  versions: FormField[][];
  /** Asked by the studio's classes: its id is derived from the business's, so no randomness is drawn. */
  forClasses?: true;
}

/** Before a studio's first class, once a year: the usual exercise readiness questions (issue 19). */
const READINESS: FormPlan = {
  rule: 'once-per-client',
  dueHoursBefore: 2,
  validMonths: 12,
  title: FORM_EXTRA_TEXT.readinessTitle,
  versions: [[field.heart, field.chestPain, field.dizziness, field.injuries, field.pregnant, field.consent]],
  forClasses: true,
};

/** What each kind of place asks, and when (issue 19: every rule appears in the demo). */
const FORM_PLANS: Partial<Record<CategorySlug, FormPlan>> = {
  // A massage studio edited its questionnaire: version 2 asks the week of a pregnancy.
  massage: {
    rule: 'before-visit',
    dueHoursBefore: 12,
    validMonths: 12,
    title: health('name'),
    versions: [
      [field.allergies, field.medications, field.conditions, field.pregnant, field.consent],
      [
        field.allergies,
        field.medications,
        field.conditions,
        field.pregnant,
        field.pregnancyWeek,
        field.consent,
      ],
    ],
  },
  spa: {
    rule: 'before-booking',
    dueHoursBefore: 0,
    validMonths: 12,
    title: health('name'),
    versions: [[field.allergies, field.conditions, field.pregnant, field.pregnancyWeek, field.consent]],
  },
  physio: {
    rule: 'once-per-client',
    dueHoursBefore: 24,
    validMonths: 12,
    title: health('name'),
    versions: [
      [
        field.dateOfBirth,
        field.pain,
        field.conditions,
        field.medications,
        field.emergencyPhone,
        field.signature,
      ],
    ],
  },
  dental: {
    rule: 'before-visit',
    dueHoursBefore: 48,
    validMonths: 12,
    title: health('name'),
    versions: [[field.allergies, field.medications, field.conditions, field.pregnant, field.signature]],
  },
  tattoo: {
    rule: 'before-booking',
    dueHoursBefore: 0,
    validMonths: 12,
    title: FORM_EXTRA_TEXT.tattooTitle,
    versions: [
      [field.dateOfBirth, field.adult, field.allergies, field.conditions, field.consent, field.signature],
    ],
  },
  fitness: READINESS,
  yoga: READINESS,
};

/**
 * Asked before booking a spot in the one reformer class of the demo (issue 19): the timetable opens it and
 * leads back once it is sent.
 */
export const REFORMER_SAFETY: FormPlan = {
  rule: 'before-booking',
  dueHoursBefore: 0,
  validMonths: 12,
  title: FORM_EXTRA_TEXT.reformerTitle,
  versions: [[field.heart, field.injuries, field.pregnant, field.consent]],
};

/** An id derived from a key, so the seed stays deterministic without drawing randomness. */
export function derivedId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A version's id derived from its form's. */
export const formVersionId = (formId: string, version: number) => derivedId(`${formId}/${version}`);

/** The form a business of this category asks, with its versions; null when it asks none. */
export function buildForm(
  ctx: SeedContext,
  businessId: string,
  category: CategorySlug,
  language: Language,
): string | null {
  const plan = FORM_PLANS[category];
  if (!plan) return null;
  // Forms added later derive their ids: the rest of the seed's random stream stays as it was.
  const id = plan.forClasses ? derivedId(`${businessId}/class-form`) : ctx.random.uuid();
  pushForm(ctx, { id, businessId, plan, language });
  return id;
}

/** The form's row and its versions, the last the current one, each created 90 days after the one before. */
export function pushForm(
  ctx: SeedContext,
  { id, businessId, plan, language }: { id: string; businessId: string; plan: FormPlan; language: Language },
): void {
  const pack = LOCALE_PACKS[language].healthForm;
  ctx.data.forms.push({
    id,
    businessId,
    name: plan.title[language] ?? pack.name,
    description: pack.description,
    rule: plan.rule,
    dueHoursBefore: plan.dueHoursBefore,
    validMonths: plan.validMonths,
  });
  for (const [index, fields] of plan.versions.entries()) {
    const definition: FormDefinition = {
      defaultLanguage: language,
      title: plan.title,
      description: health('description'),
      fields,
    };
    ctx.data.formVersions.push({
      id: formVersionId(id, index + 1),
      formId: id,
      version: index + 1,
      definition,
      createdAt: new Date(ctx.now.getTime() - (plan.versions.length - index) * 90 * 86_400_000),
    });
  }
}

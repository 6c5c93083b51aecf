import { z } from '@hono/zod-openapi';

const instant = z.string().openapi({ example: '2026-12-01T17:30:00.000Z' });

/** Text in several languages, keyed by language code; plain text, never HTML. */
const LocalizedTextSchema = z.record(z.string(), z.string()).openapi({ example: { en: 'Allergies' } });

export const FORM_STATES = ['todo', 'draft', 'done', 'expired'] as const;
const FormRuleSchema = z.enum(['before-booking', 'before-visit', 'once-per-client']).openapi({
  description:
    '`before-booking`: asked inside checkout; `before-visit`: a task after booking, due hours before the ' +
    'start; `once-per-client`: asked again only after its months of validity',
});

/** One field of a form version (every field type's settings; those of other types are absent). */
export const FormFieldSchema = z
  .object({
    id: z.string(),
    type: z.enum([
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
    ]),
    label: LocalizedTextSchema,
    help: LocalizedTextSchema.optional(),
    required: z.boolean().optional(),
    visibleWhen: z
      .object({ field: z.string(), equals: z.union([z.string(), z.number(), z.boolean()]) })
      .optional()
      .openapi({ description: 'Shown only when an earlier field’s answer equals (or includes) this value' }),
    minLength: z.number().int().optional(),
    maxLength: z.number().int().optional(),
    pattern: z.string().optional(),
    min: z.union([z.number(), z.string()]).optional(),
    max: z.union([z.number(), z.string()]).optional(),
    integer: z.boolean().optional(),
    options: z.array(z.object({ value: z.string(), label: LocalizedTextSchema })).optional(),
    terms: LocalizedTextSchema.optional(),
    termsUrl: z.string().optional(),
  })
  .openapi('FormField');

export const FormDefinitionSchema = z
  .object({
    defaultLanguage: z.string(),
    title: LocalizedTextSchema,
    description: LocalizedTextSchema.optional(),
    fields: z.array(FormFieldSchema),
  })
  .openapi('FormDefinition');

export const FormResponseSummarySchema = z
  .object({
    id: z.uuid(),
    state: z.enum(FORM_STATES),
    rule: FormRuleSchema,
    title: z.string().openapi({ description: 'In the request’s language, else the form’s own' }),
    businessName: z.string(),
    dueAt: instant.nullable(),
    submittedAt: instant.nullable(),
    updatedAt: instant,
    appointment: z
      .object({
        id: z.uuid(),
        startsAt: instant,
        serviceName: z.string(),
        placeName: z.string(),
        timeZone: z.string(),
      })
      .nullable()
      .openapi({
        description:
          'The visit it belongs to: an appointment, or a class spot (`id` is the class booking’s and ' +
          '`serviceName` the class’s name); null for a “before booking” response not used yet',
      }),
  })
  .openapi('FormResponseSummary');

export const MyFormsQuerySchema = z.object({
  state: z
    .enum(['todo', 'done', 'expired'])
    .default('todo')
    .openapi({ param: { name: 'state', in: 'query' }, description: '`todo` holds todo and draft' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(50)
    .openapi({ param: { name: 'limit', in: 'query' } }),
});

export const MyFormsSchema = z.object({ items: z.array(FormResponseSummarySchema) }).openapi('MyForms');
export const FormsToFillCountSchema = z.object({ count: z.number().int() }).openapi('FormsToFillCount');

/** Answers keyed by field id; each is checked against the response's own version. */
const AnswersSchema = z.record(z.string(), z.unknown());

export const MyFormSchema = FormResponseSummarySchema.extend({
  version: z.number().int(),
  definition: FormDefinitionSchema,
  answers: AnswersSchema,
}).openapi('MyForm');

export const FormResponseIdParamsSchema = z.object({
  responseId: z
    .uuid()
    .openapi({ param: { name: 'responseId', in: 'path' }, example: '0b9f3c52-6d2a-4a8e-9a55-1f1f6f0c2b7e' }),
});

export const FormAnswersInputSchema = z
  .object({ answers: AnswersSchema })
  .strict()
  .openapi('FormAnswersInput');

export const FormDraftSchema = z
  .object({ state: z.literal('draft'), answers: AnswersSchema, savedAt: instant })
  .openapi('FormDraft');

export const StartFormInputSchema = z.object({ formId: z.uuid() }).strict().openapi('StartFormInput');
export const StartedFormSchema = z.object({ id: z.uuid() }).openapi('StartedForm');

export const FormServiceIdParamsSchema = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }),
});

export const ServiceFormsSchema = z
  .object({
    items: z.array(
      z.object({
        formId: z.uuid(),
        rule: FormRuleSchema,
        version: z.number().int(),
        dueHoursBefore: z.number().int(),
        validMonths: z.number().int(),
        title: z.string(),
        definition: FormDefinitionSchema,
      }),
    ),
  })
  .openapi('ServiceForms');

/** The basket's services, by id (at most a basket's worth). */
const idList = (name: string, what: string) =>
  z
    .string()
    .regex(/^[0-9a-f-]{36}(,[0-9a-f-]{36}){0,9}$/i)
    .optional()
    .openapi({ param: { name, in: 'query' }, description: `Comma-separated ${what} ids (≤ 10)` });

export const BeforeBookingQuerySchema = z.object({
  serviceIds: idList('serviceIds', 'service'),
  classIds: idList('classIds', 'class'),
});

const completedResponse = z.uuid().nullable().openapi({
  description: 'The caller’s completed response not yet used by a booking; null: to fill',
});

export const BeforeBookingFormsSchema = z
  .object({
    items: z.array(z.object({ serviceId: z.uuid(), formId: z.uuid(), responseId: completedResponse })),
    classes: z
      .array(z.object({ classId: z.uuid(), formId: z.uuid(), responseId: completedResponse }))
      .openapi({ description: 'The same for the classes asked about (`classIds`)' }),
  })
  .openapi('BeforeBookingForms');

export type BeforeBookingFormsDto = z.infer<typeof BeforeBookingFormsSchema>;
export type FormAnswersInput = z.infer<typeof FormAnswersInputSchema>;
export type FormDefinitionDto = z.infer<typeof FormDefinitionSchema>;
export type FormResponseSummaryDto = z.infer<typeof FormResponseSummarySchema>;
export type MyFormDto = z.infer<typeof MyFormSchema>;
export type MyFormsDto = z.infer<typeof MyFormsSchema>;
export type ServiceFormsDto = z.infer<typeof ServiceFormsSchema>;

import { z } from '@hono/zod-openapi';
import { BusinessIdParamsSchema, PARTNER_LIMITS, partnerLocale, requiredText } from './partner-fields.ts';

/** `…/descriptions/{locale}`: one of the 11 languages a business may describe itself in (ADR 054). */
export const DescriptionLocaleParamsSchema = BusinessIdParamsSchema.extend({
  locale: partnerLocale.openapi({ param: { name: 'locale', in: 'path' }, example: 'de' }),
});

/** `PUT …/descriptions/{locale}`: the text in that language (to remove it: DELETE). */
export const PutDescriptionInputSchema = z
  .object({ text: requiredText(PARTNER_LIMITS.description) })
  .strict()
  .openapi('PutDescriptionInput');
export type PutDescriptionInput = z.infer<typeof PutDescriptionInputSchema>;

export const BusinessDescriptionSchema = z
  .object({ locale: z.string(), text: z.string(), updatedAt: z.string() })
  .openapi('BusinessDescription');
export type BusinessDescription = z.infer<typeof BusinessDescriptionSchema>;

/** The business's language (its description's fallback) and its text in each language, its own first. */
export const BusinessDescriptionsSchema = z
  .object({
    locale: z.string().openapi({ description: "The business's own language: the fallback of every other" }),
    items: z.array(BusinessDescriptionSchema).max(11),
  })
  .openapi('BusinessDescriptions');
export type BusinessDescriptions = z.infer<typeof BusinessDescriptionsSchema>;

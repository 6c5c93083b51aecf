import { z } from '@hono/zod-openapi';

/** `PUT …/places/{placeId}/widget-origins`: the sites that may embed the widget (each checked by the API). */
export const WidgetOriginsInputSchema = z
  .object({
    origins: z
      .array(z.string().max(200))
      .max(20)
      .openapi({ description: '`https://host[:port]` or `http://localhost[:port]`; at most 20' }),
  })
  .strict()
  .openapi('WidgetOriginsInput');
export type WidgetOriginsInput = z.infer<typeof WidgetOriginsInputSchema>;

/** `PUT …/places/{placeId}/custom-domain`: the host name the place is to be served on. */
export const CustomDomainInputSchema = z
  .object({ domain: z.string().min(1).max(253).openapi({ example: 'book.studio-nova.example' }) })
  .strict()
  .openapi('CustomDomainInput');
export type CustomDomainInput = z.infer<typeof CustomDomainInputSchema>;

/** The DNS record that proves a domain (ADR 044): a TXT record of this name holding this value. */
export const DomainRecordSchema = z.object({
  type: z.literal('TXT'),
  name: z.string().openapi({ example: '_kalendo-verify.book.studio-nova.example' }),
  value: z.string().openapi({ example: 'kalendo-verify=0123456789abcdef0123456789abcdef' }),
});

export const PlaceDistributionSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    widgetOrigins: z.array(z.string()).max(20),
    customDomain: z
      .object({
        domain: z.string(),
        verifiedAt: z.string().nullable().openapi({ description: 'null: not proven yet, not served' }),
        failedChecks: z.number().int().min(0).openapi({
          description:
            'Daily re-checks in a row that found the record missing or wrong (ADR 053); the third unverifies it',
        }),
        lapsedAt: z.string().nullable().openapi({
          description:
            'When the domain stopped being trusted after failed re-checks; null once verified again',
        }),
        record: DomainRecordSchema.nullable().openapi({
          description: 'null: set by Kalendo, no record needed',
        }),
      })
      .nullable(),
  })
  .openapi('PlaceDistribution');
export type PlaceDistribution = z.infer<typeof PlaceDistributionSchema>;

/** `GET …/distribution`: where the business's booking is offered: its widget's sites and custom domains. */
export const PartnerDistributionSchema = z
  .object({
    businessSlug: z.string(),
    places: z.array(PlaceDistributionSchema).max(100),
  })
  .openapi('PartnerDistribution');
export type PartnerDistribution = z.infer<typeof PartnerDistributionSchema>;

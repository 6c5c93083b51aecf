import { z } from '@hono/zod-openapi';
import { BusinessIdParamsSchema } from './partner-fields.ts';

const instant = z.string().openapi({ example: '2026-11-23T09:00:00.000Z' });
const cursor = z
  .string()
  .max(300)
  .optional()
  .openapi({ param: { name: 'cursor', in: 'query' }, description: 'The `next` of the page before' });

/** `GET …/clients`: a page of the business's clients by name, optionally found by name, e-mail or phone. */
export const PartnerClientsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .openapi({ param: { name: 'q', in: 'query' }, description: 'Part of a name, e-mail or phone number' }),
  cursor,
});

export const ClientKeyParamsSchema = BusinessIdParamsSchema.extend({
  clientKey: z
    .string()
    .max(80)
    .openapi({
      param: { name: 'clientKey', in: 'path' },
      description: '`a-` and an account’s id, or `w-` and a walk-in’s hash (ADR 043)',
      example: 'a-Xk2pQ9',
    }),
});

/** `GET …/clients/{clientKey}`: which page of the client's visits (the first without a cursor). */
export const PartnerClientQuerySchema = z.object({ cursor });

export const PartnerClientSummarySchema = z
  .object({
    key: z.string(),
    /** `account`: a Kalendo user; `walk-in`: a client the place named (no account). */
    kind: z.enum(['account', 'walk-in']),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    /** Visits that took place (started, neither cancelled nor a no-show). */
    visitCount: z.number().int(),
    lastVisitAt: instant.nullable(),
    nextVisitAt: instant.nullable(),
  })
  .openapi('PartnerClientSummary');
export type PartnerClientSummaryDto = z.infer<typeof PartnerClientSummarySchema>;

export const PartnerClientPageSchema = z
  .object({ items: z.array(PartnerClientSummarySchema), next: z.string().nullable() })
  .openapi('PartnerClientPage');
export type PartnerClientPageDto = z.infer<typeof PartnerClientPageSchema>;

export const PartnerClientVisitSchema = z.object({
  kind: z.enum(['appointment', 'class']),
  id: z.uuid(),
  startsAt: instant,
  endsAt: instant,
  /** The service, or the class. */
  serviceName: z.string(),
  staffName: z.string().nullable(),
  placeName: z.string(),
  status: z.enum(['booked', 'cancelled', 'completed', 'no_show', 'waitlisted', 'attended']),
});

const answerPart = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('yes-no'), yes: z.boolean() }),
  z.object({ kind: z.literal('consent'), given: z.boolean() }),
  z.object({ kind: z.literal('signature'), typedName: z.string().nullable() }),
]);

export const PartnerClientFormSchema = z.object({
  id: z.uuid(),
  formName: z.string(),
  signedAt: instant.nullable(),
  /** Question → answer, in the form's order and the request's language. */
  answers: z.array(z.object({ question: z.string() }).and(answerPart)),
});

export const PartnerClientSchema = z
  .object({
    client: PartnerClientSummarySchema,
    /** Newest first, 100 a page. */
    visits: z.array(PartnerClientVisitSchema),
    /** The cursor of the page of earlier visits, null when there are none. */
    visitsNext: z.string().nullable(),
    /** Forms the client filled for the business, newest first, at most 30. */
    forms: z.array(PartnerClientFormSchema),
  })
  .openapi('PartnerClient');
export type PartnerClientDto = z.infer<typeof PartnerClientSchema>;

/** `GET …/audit`: a page of the business's activity, newest first. */
export const PartnerAuditQuerySchema = z.object({ cursor });

export const PartnerAuditEntrySchema = z
  .object({
    id: z.uuid(),
    at: instant,
    actorName: z.string().nullable(),
    /** `place.hours`, `service.create`, `appointment.move`, … (ADR 038). */
    action: z.string(),
    subject: z.object({ kind: z.string(), id: z.uuid(), name: z.string().nullable() }),
    appointment: z
      .object({
        serviceName: z.string().nullable(),
        clientName: z.string().nullable(),
        startsAt: instant.nullable(),
        movedFrom: instant.nullable(),
        movedTo: instant.nullable(),
        reason: z.string().nullable(),
      })
      .nullable(),
    /** For a member or an invitation (ADR 049): the role it had, or was given. */
    member: z.object({ role: z.string().nullable() }).nullable(),
    placeId: z.uuid().nullable().openapi({
      description:
        'The place the entry concerns (a place, or its service, staff member, class or appointment): its times read on its clock',
    }),
  })
  .openapi('PartnerAuditEntry');
export type PartnerAuditEntryDto = z.infer<typeof PartnerAuditEntrySchema>;

export const PartnerAuditPageSchema = z
  .object({ items: z.array(PartnerAuditEntrySchema), next: z.string().nullable() })
  .openapi('PartnerAuditPage');
export type PartnerAuditPageDto = z.infer<typeof PartnerAuditPageSchema>;

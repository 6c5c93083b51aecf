import { createRoute } from '@hono/zod-openapi';
import {
  BeforeBookingFormsSchema,
  BeforeBookingQuerySchema,
  FormAnswersInputSchema,
  FormDraftSchema,
  FormResponseIdParamsSchema,
  FormServiceIdParamsSchema,
  FormsToFillCountSchema,
  MyFormSchema,
  MyFormsQuerySchema,
  MyFormsSchema,
  ServiceFormsSchema,
  StartedFormSchema,
  StartFormInputSchema,
} from '@kalendo/contracts';
import {
  type FormResponseRecord,
  type FormResponseSummary,
  localizedText,
  type ServiceForm,
} from '@kalendo/domain';
import type { Locale } from '@kalendo/i18n';
import type { Context } from 'hono';
import { requireSession } from '../auth/require-session.ts';
import { createRouter, createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import type { ApiEnv } from '../deps.ts';
import { ApiError } from '../errors/api-error.ts';
import {
  commonErrorResponses,
  errorResponse,
  jsonBody,
  unauthenticatedResponse,
} from '../openapi/error-responses.ts';

const notFound = {
  404: errorResponse('`FORM_NOT_FOUND`: no such response of the caller’s (another user’s too)'),
};
const json = <T>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

const listRoute = createRoute({
  method: 'get',
  path: '/me/forms',
  tags: ['forms'],
  summary: 'My forms: to fill (`todo`: todo and draft, soonest due first), completed (`done`) or `expired`',
  request: { query: MyFormsQuerySchema },
  responses: {
    200: json('The forms (at most 50)', MyFormsSchema),
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const countRoute = createRoute({
  method: 'get',
  path: '/me/forms/count',
  tags: ['forms'],
  summary: 'How many forms the caller has to fill (the side menu’s badge; counted up to 100)',
  responses: {
    200: json('The count', FormsToFillCountSchema),
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const startRoute = createRoute({
  method: 'post',
  path: '/me/forms',
  tags: ['forms'],
  summary: 'Start (or find) the caller’s response to a “before booking” form, to fill before checkout',
  description:
    'Answers the caller’s response not yet used by a booking (a completed one first, else the open one), ' +
    'or a new one in the form’s latest version. A form that is not asked before booking is a 404.',
  request: { body: jsonBody(StartFormInputSchema) },
  responses: {
    200: json('The response to fill or already filled', StartedFormSchema),
    ...unauthenticatedResponse,
    ...notFound,
    ...commonErrorResponses,
  },
});

const beforeBookingRoute = createRoute({
  method: 'get',
  path: '/me/forms/before-booking',
  tags: ['forms'],
  summary:
    'The “before booking” forms of these services and classes, each with the caller’s completed unused response',
  description: 'What the basket shows: which items need a form, and which are ready for checkout.',
  request: { query: BeforeBookingQuerySchema },
  responses: {
    200: json('The forms', BeforeBookingFormsSchema),
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const showRoute = createRoute({
  method: 'get',
  path: '/me/forms/{responseId}',
  tags: ['forms'],
  summary: 'One of the caller’s responses with the exact version of the form it answers',
  request: { params: FormResponseIdParamsSchema },
  responses: {
    200: json('The response', MyFormSchema),
    ...unauthenticatedResponse,
    ...notFound,
    ...commonErrorResponses,
  },
});

const answerErrors = {
  ...unauthenticatedResponse,
  ...notFound,
  409: errorResponse('`FORM_ALREADY_SUBMITTED` (read-only now) or `FORM_EXPIRED` (its appointment began)'),
  422: errorResponse('`FORM_INVALID`: `details.fields` lists each refused answer (`field`, `problem`)'),
  ...commonErrorResponses,
};

const draftRoute = createRoute({
  method: 'put',
  path: '/me/forms/{responseId}/draft',
  tags: ['forms'],
  summary: 'Keep what is typed so far (autosave): types and size limits hold, required fields may wait',
  request: { params: FormResponseIdParamsSchema, body: jsonBody(FormAnswersInputSchema) },
  responses: { 200: json('Kept: the answers as stored', FormDraftSchema), ...answerErrors },
});

const submitRoute = createRoute({
  method: 'post',
  path: '/me/forms/{responseId}/submit',
  tags: ['forms'],
  summary: 'Send the response: every rule of its version is checked, then it is done and read-only',
  request: { params: FormResponseIdParamsSchema, body: jsonBody(FormAnswersInputSchema) },
  responses: { 200: json('Sent', MyFormSchema), ...answerErrors },
});

const serviceFormsRoute = createRoute({
  method: 'get',
  path: '/services/{id}/forms',
  tags: ['forms'],
  summary: 'What a booking of this service will ask: its form, rule and latest version (none: empty)',
  request: { params: FormServiceIdParamsSchema },
  responses: { 200: json('The forms', ServiceFormsSchema), ...commonErrorResponses },
});

const classFormsRoute = createRoute({
  method: 'get',
  path: '/classes/{id}/forms',
  tags: ['forms'],
  summary: 'What a spot in this class will ask: its form, rule and latest version (none: empty)',
  description: 'A class asking a form before booking refuses a spot (`FORM_REQUIRED`) until it is sent.',
  request: { params: FormServiceIdParamsSchema },
  responses: { 200: json('The forms', ServiceFormsSchema), ...commonErrorResponses },
});

const toSummaryDto = (form: FormResponseSummary, locale: Locale) => ({
  id: form.id,
  state: form.state,
  rule: form.rule,
  title: localizedText(form.title, locale, form.defaultLanguage),
  businessName: form.businessName,
  dueAt: form.dueAt?.toISOString() ?? null,
  submittedAt: form.submittedAt?.toISOString() ?? null,
  updatedAt: form.updatedAt.toISOString(),
  appointment: form.appointment
    ? { ...form.appointment, startsAt: form.appointment.startsAt.toISOString() }
    : null,
});

const toFormDto = (form: FormResponseRecord, locale: Locale) => ({
  ...toSummaryDto(form, locale),
  version: form.version,
  definition: form.definition,
  answers: form.answers,
});

/** A service's or a class's forms, titled in the request's language. */
const askedFormsBody = (forms: ServiceForm[], locale: Locale) => ({
  items: forms.map((form) => ({
    ...form,
    title: localizedText(form.definition.title, locale, form.definition.defaultLanguage),
  })),
});

/** What a booking asks is public: cached a minute, per language. */
function cachePublicly(c: Context<ApiEnv>) {
  c.header('Vary', 'Accept-Language');
  c.header('Cache-Control', 'public, max-age=60');
}

/** Intake and consent forms (issue 19): the caller's responses, and what a service asks. */
export function formRoutes(services: Services) {
  const own = createSessionRouter();
  for (const path of ['/me/forms', '/me/forms/*']) {
    own.use(path, requireSession(services.sessions));
    // Answers about health are personal: never kept by any cache.
    own.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', 'private, no-store');
    });
  }
  const ownRoutes = own
    .openapi(listRoute, async (c) => {
      const { state, limit } = c.req.valid('query');
      const items = await services.forms.list(c.get('user').id, state, limit);
      return c.json({ items: items.map((item) => toSummaryDto(item, c.get('locale'))) }, 200);
    })
    .openapi(countRoute, async (c) =>
      c.json({ count: await services.forms.countToFill(c.get('user').id) }, 200),
    )
    .openapi(startRoute, async (c) => {
      const id = await services.forms.startBeforeBooking(c.get('user').id, c.req.valid('json').formId);
      if (!id) throw new ApiError('FORM_NOT_FOUND');
      return c.json({ id }, 200);
    })
    .openapi(beforeBookingRoute, async (c) => {
      const query = c.req.valid('query');
      const ids = (list: string | undefined) => (list ? list.toLowerCase().split(',') : []);
      const userId = c.get('user').id;
      const [items, classes] = await Promise.all([
        services.forms.beforeBooking(userId, ids(query.serviceIds)),
        services.forms.beforeBookingOfClasses(userId, ids(query.classIds)),
      ]);
      return c.json({ items, classes }, 200);
    })
    .openapi(showRoute, async (c) => {
      const form = await services.forms.show(c.get('user').id, c.req.valid('param').responseId);
      return c.json(toFormDto(form, c.get('locale')), 200);
    })
    .openapi(draftRoute, async (c) => {
      const answers = await services.forms.saveDraft(
        c.get('user').id,
        c.req.valid('param').responseId,
        c.req.valid('json').answers,
      );
      return c.json({ state: 'draft' as const, answers, savedAt: services.now().toISOString() }, 200);
    })
    .openapi(submitRoute, async (c) => {
      const form = await services.forms.submit(
        c.get('user').id,
        c.req.valid('param').responseId,
        c.req.valid('json').answers,
      );
      return c.json(toFormDto(form, c.get('locale')), 200);
    });
  return createRouter()
    .openapi(serviceFormsRoute, async (c) => {
      const forms = await services.forms.ofService(c.req.valid('param').id);
      cachePublicly(c);
      return c.json(askedFormsBody(forms, c.get('locale')), 200);
    })
    .openapi(classFormsRoute, async (c) => {
      const forms = await services.forms.ofClass(c.req.valid('param').id);
      cachePublicly(c);
      return c.json(askedFormsBody(forms, c.get('locale')), 200);
    })
    .route('/', ownRoutes);
}

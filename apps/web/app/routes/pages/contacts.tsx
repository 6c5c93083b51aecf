import type { ContactTopic } from '@kalendo/contracts/contact';
import type { CommonMessages } from '@kalendo/i18n';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ContactForm, type ContactFormResult } from '../../features/contact/contact-form.tsx';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/contacts';

const SUPPORT_EMAIL = 'support@kalendo.app';
const SUPPORT_PHONE = '+359 2 492 00 00';

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'contact.title', 'contact.description');

type ContactError = keyof CommonMessages['contact']['errors'];
const CONTACT_ERRORS: readonly ContactError[] = [
  'name',
  'email',
  'message',
  'tooLong',
  'rateLimited',
  'failed',
];

/** The message of a field the API refused: its own if we have one, else the field's, else a general one. */
function contactError(message: string, field: string): ContactError {
  return (
    CONTACT_ERRORS.find((key) => key === message) ?? CONTACT_ERRORS.find((key) => key === field) ?? 'failed'
  );
}

type ContactAnswer =
  | { ok: true; email: string }
  | {
      ok: false;
      fieldErrors: Partial<Record<string, ContactError>>;
      formError?: ContactError | undefined;
      values: Record<string, string>;
    };

/** Sends the form to the API; its field errors come back as translation keys of `contact.errors`. */
export async function action({ request, context }: Route.ActionArgs): Promise<ContactAnswer> {
  const form = await request.formData();
  const values = Object.fromEntries(
    ['name', 'email', 'topic', 'message'].map((k) => [k, String(form.get(k) ?? '')]),
  );
  const result = await context.get(requestContext).api.sendContactMessage({
    name: values.name ?? '',
    email: values.email ?? '',
    topic: (values.topic ?? 'other') as ContactTopic,
    message: values.message ?? '',
  });
  if (result.ok) return { ok: true, email: values.email ?? '' };
  if (result.error.code === 'RATE_LIMITED')
    return { ok: false, fieldErrors: {}, formError: 'rateLimited', values };
  const fields = (result.error.details?.fields ?? []) as Array<{ path: string; message: string }>;
  const fieldErrors = Object.fromEntries(
    fields.map((field) => [field.path, contactError(field.message, field.path)]),
  );
  return { ok: false, fieldErrors, formError: fields.length === 0 ? 'failed' : undefined, values };
}

export default function Contacts({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const topic = search.get('topic');
  const translated: ContactFormResult | undefined =
    actionData && !actionData.ok
      ? {
          ...actionData,
          formError: actionData.formError && t(`contact.errors.${actionData.formError}`),
          fieldErrors: Object.fromEntries(
            Object.entries(actionData.fieldErrors).map(([field, key]) => [
              field,
              key && t(`contact.errors.${key}`),
            ]),
          ),
        }
      : actionData;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 py-8 md:grid-cols-[1fr_2fr]">
      <section>
        <h1 className="text-3xl font-bold">{t('contact.title')}</h1>
        <p className="mt-3 text-slate-700">{t('contact.description')}</p>
        <dl className="mt-6 space-y-3">
          <div>
            <dt className="text-sm text-slate-500">{t('contact.emailLabel')}</dt>
            <dd>
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-800 underline">
                {SUPPORT_EMAIL}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">{t('contact.phoneLabel')}</dt>
            <dd>
              <a
                href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}
                className="font-medium text-brand-800 underline"
              >
                {SUPPORT_PHONE}
              </a>
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-600">{t('contact.hours')}</p>
      </section>
      <section
        aria-labelledby="contact-form-title"
        className="rounded-2xl border border-slate-200 p-5 sm:p-6"
      >
        <h2 id="contact-form-title" className="mb-4 text-xl font-semibold">
          {t('contact.formTitle')}
        </h2>
        <ContactForm result={translated} defaultTopic={topic === 'business' ? 'business' : 'booking'} />
      </section>
    </div>
  );
}

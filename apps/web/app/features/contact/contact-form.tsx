import { CONTACT_TOPICS } from '@kalendo/contracts/contact';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';

export type ContactFormResult =
  | { ok: true; email: string }
  | {
      ok: false;
      fieldErrors: Partial<Record<string, string>>;
      formError?: string;
      values: Record<string, string>;
    };

function Field({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`contact-${name}`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`contact-${name}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const inputClass = 'rounded-lg border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600';

/** The contact form: validated on the server with the shared contract, errors announced per field. */
export function ContactForm({
  result,
  defaultTopic,
}: {
  result: ContactFormResult | undefined;
  defaultTopic: string;
}) {
  const { t } = useTranslation();
  const sending = useNavigation().state === 'submitting';
  if (result?.ok) {
    return (
      <p role="status" className="rounded-xl bg-emerald-50 p-4 text-emerald-900">
        {t('contact.sent', { email: result.email })}
      </p>
    );
  }
  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  const describe = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `contact-${name}-error` } : {};
  return (
    <Form method="post" noValidate className="flex flex-col gap-4">
      {result?.formError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
          {result.formError}
        </p>
      )}
      <Field name="name" label={t('contact.name')} error={errors.name}>
        <input
          id="contact-name"
          name="name"
          autoComplete="name"
          defaultValue={values.name}
          className={inputClass}
          {...describe('name')}
        />
      </Field>
      <Field name="email" label={t('contact.email')} error={errors.email}>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          className={inputClass}
          {...describe('email')}
        />
      </Field>
      <Field name="topic" label={t('contact.topic')}>
        <select
          id="contact-topic"
          name="topic"
          defaultValue={values.topic ?? defaultTopic}
          className={inputClass}
        >
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`contact.topics.${topic}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field name="message" label={t('contact.message')} error={errors.message}>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          defaultValue={values.message}
          className={inputClass}
          {...describe('message')}
        />
      </Field>
      <SpinnerButton
        type="submit"
        loading={sending}
        className="self-start rounded-full bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        {sending ? t('contact.sending') : t('contact.send')}
      </SpinnerButton>
    </Form>
  );
}

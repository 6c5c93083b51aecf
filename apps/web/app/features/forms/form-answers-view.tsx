import {
  type AnswerValue,
  type FormDefinition,
  type FormField,
  localizedText,
  visibleFieldIds,
} from '@kalendo/domain';
import { useTranslation } from 'react-i18next';
import { SignatureImage } from './signature-field.tsx';

function AnswerText({
  field,
  value,
  language,
}: {
  field: FormField;
  value: AnswerValue | undefined;
  language: { page: string; form: string };
}) {
  const { t } = useTranslation();
  if (value === undefined) return <span className="text-slate-600">{t('forms.noAnswer')}</span>;
  const option = (chosen: string) =>
    'options' in field
      ? localizedText(field.options.find((o) => o.value === chosen)?.label, language.page, language.form) ||
        chosen
      : chosen;
  switch (field.type) {
    case 'yes-no':
      return <>{value ? t('forms.yes') : t('forms.no')}</>;
    case 'consent':
      return <>{value ? t('forms.agreed') : t('forms.noAnswer')}</>;
    case 'rating':
      return <>{t('forms.ratingValue', { value, max: field.max ?? 5 })}</>;
    case 'single-choice':
      return <>{option(String(value))}</>;
    case 'multiple-choice':
      return <>{Array.isArray(value) ? value.map(option).join(', ') : ''}</>;
    case 'signature': {
      if (typeof value !== 'object' || Array.isArray(value)) return null;
      return value.kind === 'drawn' ? (
        <SignatureImage path={value.path} label={t('forms.signature.drawn')} />
      ) : (
        <span className="font-serif text-lg italic">
          {t('forms.signature.typedAs', { name: value.name })}
        </span>
      );
    }
    default:
      return <span className="whitespace-pre-line">{String(value)}</span>;
  }
}

/** A sent response, read-only: each question shown with its answer, as text (never markup). */
export function FormAnswersView({
  definition,
  answers,
  language,
}: {
  definition: FormDefinition;
  answers: Record<string, AnswerValue>;
  language: { page: string; form: string };
}) {
  const visible = visibleFieldIds(definition, answers);
  return (
    <dl className="flex flex-col gap-4">
      {definition.fields
        .filter((field) => visible.has(field.id))
        .map((field) =>
          field.type === 'section' ? (
            <h2 key={field.id} className="mt-2 text-lg font-semibold">
              {localizedText(field.label, language.page, language.form)}
            </h2>
          ) : (
            <div key={field.id} className="flex flex-col gap-1 border-b border-slate-200 pb-3">
              <dt className="text-sm text-slate-700">
                {localizedText(field.label, language.page, language.form)}
              </dt>
              <dd className="font-medium">
                <AnswerText field={field} value={answers[field.id]} language={language} />
              </dd>
            </div>
          ),
        )}
    </dl>
  );
}

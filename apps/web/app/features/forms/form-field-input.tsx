import {
  ANSWER_LIMITS,
  type AnswerValue,
  type FormField,
  localizedText,
  type SignatureAnswer,
} from '@kalendo/domain';
import { useTranslation } from 'react-i18next';
import { SignatureField } from './signature-field.tsx';

const INPUT = 'w-full rounded-lg border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-700';

interface FieldProps {
  field: FormField;
  value: AnswerValue | undefined;
  /** The language of the page and the form's own (labels fall back to it). */
  language: { page: string; form: string };
  /** The ids of the help text and of the error, when shown. */
  describedBy: string | undefined;
  invalid: boolean;
  onChange: () => void;
}

/** What a field's label says, with "(required)" in words for those that are. */
function Label({ field, language, htmlFor }: Pick<FieldProps, 'field' | 'language'> & { htmlFor?: string }) {
  const { t } = useTranslation();
  const text = localizedText(field.label, language.page, language.form);
  const required = field.required ? (
    <span className="font-normal text-slate-600"> ({t('forms.required')})</span>
  ) : null;
  return htmlFor ? (
    <label htmlFor={htmlFor} className="font-medium">
      {text}
      {required}
    </label>
  ) : (
    <legend className="font-medium">
      {text}
      {required}
    </legend>
  );
}

/** Choices, yes/no and ratings are radio or check boxes in a fieldset named by the label. */
function Choices(
  props: FieldProps & { type: 'radio' | 'checkbox'; options: Array<{ value: string; label: string }> },
) {
  const { field, value, language, describedBy, invalid, type, options } = props;
  const chosen = (option: string) =>
    Array.isArray(value) ? value.includes(option) : String(value) === option;
  return (
    <fieldset
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className="flex flex-col gap-2"
    >
      <Label field={field} language={language} />
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex min-h-11 items-center gap-2">
            <input
              type={type}
              name={field.id}
              value={option.value}
              defaultChecked={chosen(option.value)}
              className="h-5 w-5 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Terms are linked only on the web (https), never a `javascript:` or `data:` address. */
const isWebAddress = (url: string) => /^https:\/\/[^\s]+$/i.test(url);

/** The input of one field of a form, by its type; uncontrolled, named after the field (the form reads it). */
export function FormFieldInput(props: FieldProps) {
  const { t } = useTranslation();
  const { field, value, language, describedBy, invalid, onChange } = props;
  const inputId = `field-${field.id}`;
  const common = {
    id: inputId,
    name: field.id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': field.required || undefined,
    className: INPUT,
  };
  const text = (label: Parameters<typeof localizedText>[0]) =>
    localizedText(label, language.page, language.form);
  const labelled = (input: React.ReactNode) => (
    <div className="flex flex-col gap-2">
      <Label field={field} language={language} htmlFor={inputId} />
      {input}
    </div>
  );
  const stringValue = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  switch (field.type) {
    case 'section':
      return null;
    case 'short-text':
      return labelled(
        <input
          {...common}
          defaultValue={stringValue}
          maxLength={field.maxLength ?? ANSWER_LIMITS.shortText}
        />,
      );
    case 'long-text':
      return labelled(
        <textarea
          {...common}
          rows={3}
          defaultValue={stringValue}
          maxLength={field.maxLength ?? ANSWER_LIMITS.longText}
        />,
      );
    case 'email':
      return labelled(<input {...common} type="email" autoComplete="email" defaultValue={stringValue} />);
    case 'phone':
      return labelled(<input {...common} type="tel" autoComplete="tel" defaultValue={stringValue} />);
    case 'date':
      return labelled(
        <input {...common} type="date" min={field.min} max={field.max} defaultValue={stringValue} />,
      );
    case 'number':
      return labelled(
        <input
          {...common}
          type="number"
          inputMode={field.integer ? 'numeric' : 'decimal'}
          step={field.integer ? 1 : 'any'}
          min={field.min}
          max={field.max}
          defaultValue={stringValue}
        />,
      );
    case 'yes-no':
      return (
        <Choices
          {...props}
          type="radio"
          value={value === true ? 'yes' : value === false ? 'no' : undefined}
          options={[
            { value: 'yes', label: t('forms.yes') },
            { value: 'no', label: t('forms.no') },
          ]}
        />
      );
    case 'single-choice':
    case 'multiple-choice':
      return (
        <Choices
          {...props}
          type={field.type === 'single-choice' ? 'radio' : 'checkbox'}
          options={field.options.map((option) => ({ value: option.value, label: text(option.label) }))}
        />
      );
    case 'rating': {
      const max = Math.min(field.max ?? 5, ANSWER_LIMITS.ratingMax);
      return (
        <Choices
          {...props}
          type="radio"
          options={Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
        />
      );
    }
    case 'consent':
      return (
        <div className="flex flex-col gap-2">
          {(field.terms || field.termsUrl) && (
            <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
              <p className="whitespace-pre-line">{text(field.terms)}</p>
              {field.termsUrl && isWebAddress(field.termsUrl) && (
                <a
                  href={field.termsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-800 underline"
                >
                  {t('forms.termsLink')}
                </a>
              )}
            </div>
          )}
          <label htmlFor={inputId} className="inline-flex min-h-11 items-start gap-3 font-medium">
            <input
              id={inputId}
              type="checkbox"
              name={field.id}
              value="yes"
              defaultChecked={value === true}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-required={field.required || undefined}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            />
            <span>
              {text(field.label)}
              {field.required && <span className="font-normal text-slate-600"> ({t('forms.required')})</span>}
            </span>
          </label>
        </div>
      );
    case 'signature':
      return (
        <fieldset className="flex flex-col gap-2">
          <Label field={field} language={language} />
          <SignatureField
            id={field.id}
            initial={
              typeof value === 'object' && !Array.isArray(value) ? (value as SignatureAnswer) : undefined
            }
            describedBy={describedBy}
            invalid={invalid}
            onChange={onChange}
          />
        </fieldset>
      );
  }
}

import type { BusinessDescriptions } from '@kalendo/contracts';
import { LOCALE_NAMES, type Locale, SUPPORTED_LOCALES } from '@kalendo/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormFooter, useFormOutcome } from '../form-outcome.tsx';
import type { PartnerFormResult } from '../partner-form-result.ts';
import { PartnerSelect } from '../partner-select.tsx';
import { DescriptionArea } from './description-area.tsx';
import { RemoveDescription } from './remove-description.tsx';

const nameOf = (locale: string) => LOCALE_NAMES[locale as Locale] ?? locale;

function LanguageForm({
  locale,
  text,
  canEdit,
  actionData,
}: {
  locale: string;
  text: string;
  canEdit: boolean;
  actionData: PartnerFormResult | undefined;
}) {
  const { t } = useTranslation();
  const intent = `description-${locale}`;
  const { errors, sent, result } = useFormOutcome(actionData, intent);
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
      <Form method="post" noValidate preventScrollReset className="flex flex-col gap-2">
        <fieldset disabled={!canEdit} className="flex flex-col gap-2">
          <DescriptionArea
            name={`text-${locale}`}
            label={nameOf(locale)}
            lang={locale}
            defaultValue={sent[`text-${locale}`] ?? text}
            error={errors[`text-${locale}`]}
          />
        </fieldset>
        <FormFooter result={result} intent={intent} canEdit={canEdit} label={t('partner.save')} />
      </Form>
      {canEdit ? <RemoveDescription locale={locale} language={nameOf(locale)} /> : null}
    </div>
  );
}

function NewLanguageForm({
  free,
  actionData,
}: {
  free: readonly Locale[];
  actionData: PartnerFormResult | undefined;
}) {
  const { t } = useTranslation();
  const { errors, sent, result } = useFormOutcome(actionData, 'description-new');
  return (
    <Form method="post" noValidate preventScrollReset className="flex flex-col gap-3">
      <h4 className="font-semibold">{t('partnerTexts.add')}</h4>
      <PartnerSelect
        name="new-locale"
        label={t('partnerTexts.language')}
        defaultValue={sent['new-locale'] ?? free[0]}
        options={free.map((locale) => ({ value: locale, label: nameOf(locale) }))}
        error={errors['new-locale']}
      />
      <DescriptionArea
        name="text-new"
        label={t('partnerTexts.text')}
        defaultValue={sent['text-new'] ?? ''}
        error={errors['text-new']}
      />
      <FormFooter
        result={result}
        intent="description-new"
        canEdit
        label={t('partnerTexts.addSave')}
        savedLabel={t('partnerTexts.added')}
      />
    </Form>
  );
}

/**
 * The business's description in languages besides its own (ADR 054): each written one as its own form
 * (saved, or removed after a question), and a form to add another of the 11 languages, each named in itself.
 * The own language's text is the details form's description above: it comes first.
 */
export function DescriptionLanguages({
  descriptions,
  canEdit,
  actionData,
}: {
  descriptions: BusinessDescriptions;
  canEdit: boolean;
  actionData: PartnerFormResult | undefined;
}) {
  const { t } = useTranslation();
  const own = descriptions.locale;
  const others = descriptions.items.filter((item) => item.locale !== own);
  const ownWritten = descriptions.items.some((item) => item.locale === own);
  const free = SUPPORTED_LOCALES.filter(
    (locale) => locale !== own && !others.some((item) => item.locale === locale),
  );
  const removal = actionData?.intent.startsWith('remove-description-') ? actionData : undefined;
  return (
    <section aria-labelledby="description-languages-heading" className="flex flex-col gap-4">
      <h3 id="description-languages-heading" className="text-lg font-semibold">
        {t('partnerTexts.heading')}
      </h3>
      <p className="text-slate-700">{t('partnerTexts.hint', { language: nameOf(own) })}</p>
      {removal ? (
        <p
          role={removal.ok ? 'status' : 'alert'}
          className={`rounded-xl px-4 py-3 ${removal.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
        >
          {removal.ok ? t('partnerTexts.removed') : (removal.message ?? t('partner.errors.failed'))}
        </p>
      ) : null}
      {others.length === 0 ? <p className="text-slate-600">{t('partnerTexts.none')}</p> : null}
      {others.map((item) => (
        // A saved text remounts its form: the "not saved yet" note goes.
        <LanguageForm
          key={`${item.locale} ${item.updatedAt}`}
          locale={item.locale}
          text={item.text}
          canEdit={canEdit}
          actionData={actionData}
        />
      ))}
      {canEdit && !ownWritten ? <p className="text-slate-700">{t('partnerTexts.ownFirst')}</p> : null}
      {canEdit && ownWritten && free.length > 0 ? (
        <NewLanguageForm key={others.length} free={free} actionData={actionData} />
      ) : null}
    </section>
  );
}

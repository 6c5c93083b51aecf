import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { SpinnerButton } from '../../../shared/ui/spinner-button.tsx';

/**
 * Removing one language's description asks first: `?removeDescription=<locale>` shows the question (so it
 * works without JavaScript), and only its answer posts the removal.
 */
export function RemoveDescription({ locale, language }: { locale: string; language: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const keep = new URLSearchParams(location.search);
  const asking = keep.get('removeDescription') === locale;
  keep.delete('removeDescription');
  const back = `${location.pathname}${keep.size > 0 ? `?${keep}` : ''}`;
  const intent = `remove-description-${locale}`;
  const removing = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  if (!asking)
    return (
      <Link
        to={`?${new URLSearchParams([...keep, ['removeDescription', locale]])}`}
        preventScrollReset
        className="self-start text-sm font-medium text-red-800 underline"
      >
        {t('partnerTexts.remove', { language })}
      </Link>
    );
  const questionId = `remove-description-${locale}-question`;
  return (
    <Form
      method="post"
      action={back}
      preventScrollReset
      role="group"
      aria-labelledby={questionId}
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <p id={questionId} className="text-red-900">
        {t('partnerTexts.question', { language })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <SpinnerButton
          type="submit"
          name="intent"
          value={intent}
          loading={removing}
          className="rounded-full bg-red-700 px-5 py-2 font-medium text-white hover:bg-red-800"
        >
          {t('partnerTexts.removeConfirm')}
        </SpinnerButton>
        <Link to={back} preventScrollReset className="font-medium text-brand-800 underline">
          {t('partnerTexts.keep')}
        </Link>
      </div>
    </Form>
  );
}

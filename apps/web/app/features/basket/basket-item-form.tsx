import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { useWidgetPath } from '../../lib/widget-path.ts';
import { BACK_TO_BASKET, formBackSearch } from '../../shared/forms/form-back.ts';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import type { BeforeBookingForm } from './before-booking-forms.ts';

/**
 * An item whose service or class asks a form before booking (issue 19, ADR 026): "completed" with a link to read it, or the
 * button that opens it to fill (the same form page as "My forms", the widget's own inside a business's
 * widget; both lead back to the basket). A guest is
 * told it will be asked once signed in, as checkout is.
 */
export function BasketItemForm({
  form,
  kind,
  locale,
  signedIn,
}: {
  form: BeforeBookingForm;
  /** Whose form it is: the item's service's or its class's. */
  kind: 'service' | 'class';
  locale: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const inWidget = useWidgetPath();
  const opening =
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === 'start-form' &&
    navigation.formData.get('formId') === form.formId;
  const needsForm = kind === 'class' ? t('forms.basket.classNeedsForm') : t('forms.basket.needsForm');
  if (form.responseId)
    return (
      <p className="mt-2 flex flex-wrap items-center gap-x-3 text-sm text-emerald-900">
        <span>✓ {t('forms.basket.ready')}</span>
        <Link
          to={inWidget(`/${locale}/forms/${form.responseId}?${formBackSearch(BACK_TO_BASKET)}`) ?? ''}
          className="text-brand-800 underline"
        >
          {t('forms.basket.view')}
        </Link>
      </p>
    );
  if (!signedIn)
    return (
      <div className="mt-2 flex flex-col gap-1 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
        <p>{needsForm}</p>
        <p>{t('forms.basket.afterSignIn')}</p>
      </div>
    );
  return (
    <div className="mt-2 flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
      <p>{needsForm}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="start-form" />
        <input type="hidden" name="formId" value={form.formId} />
        <SpinnerButton
          type="submit"
          loading={opening}
          className="rounded-full bg-brand-800 px-4 py-2 font-medium text-white hover:bg-brand-700"
        >
          {t('forms.basket.fill')}
        </SpinnerButton>
      </Form>
    </div>
  );
}

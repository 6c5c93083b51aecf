import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import { MissingItems } from './missing-items.tsx';
import type { PartnerFormResult } from './partner-form-result.ts';

/**
 * A place added after the set-up is not public until published on its own (ADR 056): what it still lacks
 * (the API's answer, in the user's language) and the button; after publishing, that it is public.
 */
export function PlacePublishing({
  result,
  canEdit,
  published,
  businessLive,
}: {
  result: PartnerFormResult | undefined;
  canEdit: boolean;
  published: boolean;
  businessLive: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const mine = result?.intent === 'publish-place' ? result : undefined;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'publish-place';
  return (
    <section
      aria-labelledby="place-publish-heading"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="place-publish-heading" className="text-xl font-semibold">
        {t('partnerPlaces.publish.heading')}
      </h2>
      <div role="status">
        {published ? (
          <p className="text-emerald-900">
            {businessLive ? t('partnerPlaces.publish.done') : t('partnerPlaces.publish.doneDraft')}
          </p>
        ) : (
          <p className="text-slate-700">{t('partnerPlaces.publish.lead')}</p>
        )}
      </div>
      {mine && !mine.ok ? (
        <div role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950">
          <p className="font-medium">{mine.message ?? t('partner.errors.failed')}</p>
          {mine.missing.length > 0 ? <MissingItems items={mine.missing} /> : null}
        </div>
      ) : null}
      {canEdit && !published ? (
        <Form method="post">
          <SpinnerButton
            type="submit"
            name="intent"
            value="publish-place"
            loading={busy}
            className="rounded-full bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800"
          >
            {t('partnerPlaces.publish.submit')}
          </SpinnerButton>
        </Form>
      ) : null}
    </section>
  );
}

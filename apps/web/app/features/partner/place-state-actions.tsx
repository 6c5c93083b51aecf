import { useTranslation } from 'react-i18next';
import type { PartnerFormResult } from './partner-form-result.ts';
import { ConfirmDisclosure } from './team/confirm-disclosure.tsx';

/** The API's refusal of one of this section's intents, in the user's language. */
function Refusal({ result, intent }: { result: PartnerFormResult | undefined; intent: string }) {
  const { t } = useTranslation();
  if (result?.intent !== intent || result.ok) return null;
  return (
    <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950">
      {result.message ?? t('partner.errors.failed')}
    </p>
  );
}

/**
 * Hiding a public place again and closing a place (ADR 058), each asked first: what happens to the booked
 * appointments is said before anything is done; a refusal (the last public place, things still to come, the
 * only place) is the API's message. Closing is offered while the business has another place.
 */
export function PlaceStateActions({
  place,
  result,
  canClose,
}: {
  place: { name: string; publishedAt: string | null };
  result: PartnerFormResult | undefined;
  canClose: boolean;
}) {
  const { t } = useTranslation();
  const hidden = result?.intent === 'unpublish-place' && result.ok;
  return (
    <>
      {hidden ? (
        <p role="status" className="rounded-xl bg-slate-100 px-4 py-3 text-slate-800">
          {t('partnerPlaceOps.hide.done')}
        </p>
      ) : null}
      {place.publishedAt !== null ? (
        <section
          aria-labelledby="place-hide-heading"
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
        >
          <h2 id="place-hide-heading" className="text-xl font-semibold">
            {t('partnerPlaceOps.hide.heading')}
          </h2>
          <p className="text-emerald-900">{t('partnerPlaceOps.hide.lead')}</p>
          <Refusal result={result} intent="unpublish-place" />
          <ConfirmDisclosure
            label={t('partnerPlaceOps.hide.button')}
            title={t('partnerPlaceOps.hide.title', { name: place.name })}
            body={t('partnerPlaceOps.hide.body')}
            fields={{ intent: 'unpublish-place' }}
            confirmLabel={t('partnerPlaceOps.hide.confirm')}
            cancelLabel={t('partnerTeam.cancel')}
          />
        </section>
      ) : null}
      {canClose ? (
        <section
          aria-labelledby="place-close-heading"
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
        >
          <h2 id="place-close-heading" className="text-xl font-semibold">
            {t('partnerPlaceOps.remove.heading')}
          </h2>
          <p className="text-slate-700">{t('partnerPlaceOps.remove.lead')}</p>
          <Refusal result={result} intent="remove-place" />
          <ConfirmDisclosure
            label={t('partnerPlaceOps.remove.button')}
            title={t('partnerPlaceOps.remove.title', { name: place.name })}
            body={t('partnerPlaceOps.remove.body')}
            fields={{ intent: 'remove-place' }}
            confirmLabel={t('partnerPlaceOps.remove.confirm')}
            cancelLabel={t('partnerTeam.cancel')}
          />
        </section>
      ) : null}
    </>
  );
}

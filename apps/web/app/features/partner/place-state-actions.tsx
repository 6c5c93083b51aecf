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

/** One of the two actions, asked first in words saying what happens to booked appointments. */
function AskedAction({
  id,
  intent,
  keys,
  name,
  tone,
  result,
}: {
  id: string;
  intent: 'unpublish-place' | 'remove-place';
  keys: 'hide' | 'remove';
  name: string;
  tone: string;
  result: PartnerFormResult | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id={id} className="text-xl font-semibold">
        {t(`partnerPlaceOps.${keys}.heading`)}
      </h2>
      <p className={tone}>{t(`partnerPlaceOps.${keys}.lead`)}</p>
      <Refusal result={result} intent={intent} />
      <ConfirmDisclosure
        label={t(`partnerPlaceOps.${keys}.button`)}
        title={t(`partnerPlaceOps.${keys}.title`, { name })}
        body={t(`partnerPlaceOps.${keys}.body`)}
        fields={{ intent }}
        confirmLabel={t(`partnerPlaceOps.${keys}.confirm`)}
        cancelLabel={t('partnerTeam.cancel')}
      />
    </section>
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
        <AskedAction
          id="place-hide-heading"
          intent="unpublish-place"
          keys="hide"
          name={place.name}
          tone="text-emerald-900"
          result={result}
        />
      ) : null}
      {canClose ? (
        <AskedAction
          id="place-close-heading"
          intent="remove-place"
          keys="remove"
          name={place.name}
          tone="text-slate-700"
          result={result}
        />
      ) : null}
    </>
  );
}

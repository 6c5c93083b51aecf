import { formatMoney } from '@kalendo/i18n';
import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import type { PartnerFormResult } from './partner-form-result.ts';
import { ActionOutcome } from './retire-outcome.tsx';

interface Pending {
  id: string;
  planName: string;
  priceMinor: number;
  currency: string;
  clientName: string;
  clientEmail: string;
  boughtAt: string;
}

/** Memberships bought to be paid at the venue: "Mark paid and activate" on each, for those who may edit. */
export function PendingMemberships({
  pending,
  canEdit,
  result,
}: {
  pending: readonly Pending[];
  canEdit: boolean;
  result: PartnerFormResult | undefined;
}) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const busyId = navigation.formData?.get('intent') === 'activate' ? navigation.formData.get('id') : null;
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="pending-heading" className="flex flex-col gap-3">
      <h2 id="pending-heading" className="text-xl font-semibold">
        {t('partnerClasses.pending.heading')}
      </h2>
      <p className="text-slate-700">{t('partnerClasses.pending.intro')}</p>
      <ActionOutcome result={result} intent="activate" done={t('partnerClasses.pending.activated')} />
      {pending.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {t('partnerClasses.pending.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {pending.map((membership) => (
            <li
              key={membership.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4"
            >
              <div className="flex min-w-0 flex-col">
                <span className="break-words font-semibold">{membership.clientName}</span>
                <span className="break-all text-sm text-slate-600">{membership.clientEmail}</span>
                <span className="text-sm text-slate-600">
                  {membership.planName} ·{' '}
                  {formatMoney(membership.priceMinor, membership.currency, i18n.language)} ·{' '}
                  {t('partnerClasses.pending.boughtOn', { date: date.format(new Date(membership.boughtAt)) })}
                </span>
              </div>
              {canEdit ? (
                <Form method="post">
                  <input type="hidden" name="id" value={membership.id} />
                  <SpinnerButton
                    type="submit"
                    name="intent"
                    value="activate"
                    loading={busyId === membership.id}
                    className="rounded-full bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
                  >
                    {t('partnerClasses.pending.activate')}
                    <span className="sr-only"> {membership.clientName}</span>
                  </SpinnerButton>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

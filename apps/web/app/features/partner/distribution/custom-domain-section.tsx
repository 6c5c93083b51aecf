import type { PlaceDistribution } from '@kalendo/contracts';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { AuthField } from '../../../shared/auth/auth-field.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { FormFooter, useFormOutcome } from '../form-outcome.tsx';
import type { PartnerFormResult } from '../partner-form-result.ts';
import { CopyButton } from './copy-button.tsx';

/** The DNS record to create, each part copyable. */
function RecordTable({
  record,
}: {
  record: NonNullable<NonNullable<PlaceDistribution['customDomain']>['record']>;
}) {
  const { t } = useTranslation();
  const rows = [
    { label: t('partnerDistribution.domain.recordType'), value: record.type },
    { label: t('partnerDistribution.domain.recordName'), value: record.name },
    { label: t('partnerDistribution.domain.recordValue'), value: record.value },
  ];
  return (
    <dl className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
      {rows.map((row) => (
        <div key={row.label} className="flex min-w-0 flex-col gap-1">
          <dt className="text-sm font-medium text-slate-700">{row.label}</dt>
          <dd className="flex flex-col gap-1">
            <code className="break-all font-mono text-sm">{row.value}</code>
            {row.value === record.type ? null : (
              <CopyButton
                text={row.value}
                label={t('partnerDistribution.domain.copy', { what: row.label })}
              />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A place's custom domain: enter it, create the TXT record shown, verify; or remove it (confirmed). */
export function CustomDomainSection({
  place,
  canEdit,
  actionData,
  formatDate,
}: {
  place: PlaceDistribution;
  canEdit: boolean;
  actionData: PartnerFormResult | undefined;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const { errors, sent, result } = useFormOutcome(actionData, 'domain');
  const verify = useFormOutcome(actionData, 'verify');
  const removed = useFormOutcome(actionData, 'remove-domain');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const domain = place.customDomain;
  // ADR 053: a verified domain whose daily re-checks fail, or one they made unverified, is checked again here.
  const failing = Boolean(domain?.verifiedAt && domain.record && domain.failedChecks > 0);
  const lapsedAt = domain && !domain.verifiedAt ? domain.lapsedAt : null;
  return (
    <section aria-labelledby="domain-heading" className="flex flex-col gap-4">
      <h2 id="domain-heading" className="text-xl font-semibold">
        {t('partnerDistribution.domain.heading')}
      </h2>
      <p className="text-slate-700">{t('partnerDistribution.domain.intro', { place: place.name })}</p>
      <Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="placeId" value={place.id} />
        <fieldset disabled={!canEdit} className="flex flex-col gap-4">
          <AuthField
            name="domain"
            label={t('partnerDistribution.domain.label')}
            defaultValue={sent.domain ?? domain?.domain ?? ''}
            error={errors.domain}
            hint={t('partnerDistribution.domain.hint')}
            placeholder="book.example.com"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={253}
          />
        </fieldset>
        <FormFooter result={result} intent="domain" canEdit={canEdit} label={t('partner.save')} />
      </Form>
      {removed.result?.ok ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900">
          {t('partnerDistribution.domain.removed')}
        </p>
      ) : null}
      {domain ? (
        <div className="flex flex-col gap-3">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-all">{domain.domain}</span>
            <span
              className={`rounded-full px-3 py-1 text-sm font-medium ${domain.verifiedAt ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}`}
            >
              {domain.verifiedAt
                ? t('partnerDistribution.domain.verifiedOn', { date: formatDate(domain.verifiedAt) })
                : t('partnerDistribution.domain.waiting')}
            </span>
          </p>
          {verify.result?.ok ? (
            <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900">
              {t('partnerDistribution.domain.verifiedNow')}
            </p>
          ) : null}
          {failing || lapsedAt ? (
            <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
              {lapsedAt
                ? t('partnerDistribution.domain.lapsed', { date: formatDate(lapsedAt) })
                : t('partnerDistribution.domain.failing', { checks: domain.failedChecks })}
            </p>
          ) : null}
          {domain.record && (!domain.verifiedAt || failing) ? (
            <>
              {failing || lapsedAt ? null : (
                <p className="text-slate-700">{t('partnerDistribution.domain.createRecord')}</p>
              )}
              <RecordTable record={domain.record} />
              <Form method="post" className="flex flex-col gap-3">
                <input type="hidden" name="placeId" value={place.id} />
                <FormFooter
                  result={verify.result}
                  intent="verify"
                  canEdit={canEdit}
                  label={t(
                    failing || lapsedAt
                      ? 'partnerDistribution.domain.checkAgain'
                      : 'partnerDistribution.domain.verify',
                  )}
                />
              </Form>
            </>
          ) : null}
          {canEdit ? (
            <>
              <button
                type="button"
                onClick={() => dialog.current?.showModal()}
                className="self-start rounded-full px-3 py-1 text-sm font-medium text-red-800 hover:bg-red-50"
              >
                {t('partnerDistribution.domain.remove')}
              </button>
              <ConfirmDialog
                dialogRef={dialog}
                titleId={titleId}
                title={t('partnerDistribution.domain.removeTitle', { domain: domain.domain })}
                body={t('partnerDistribution.domain.removeBody')}
                fields={{ intent: 'remove-domain', placeId: place.id }}
                keepLabel={t('partner.retire.keep')}
                confirmLabel={t('partnerDistribution.domain.removeConfirm')}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

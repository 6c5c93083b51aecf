import { useTranslation } from 'react-i18next';
import type { PartnerFormResult } from '../partner-form-result.ts';

/**
 * What a write on the team answered (resend, revoke, a member's role, removal, leaving): done, in the status
 * region, or the API's refusal in the user's language (`LAST_OWNER`, `STAFF_LINKED`, …).
 */
export function TeamOutcome({
  result,
  leaving = false,
}: {
  result: PartnerFormResult | undefined;
  /** The leave section's outcome (a refusal: leaving succeeds away from the page), else the lists'. */
  leaving?: boolean;
}) {
  const { t } = useTranslation();
  const ours = leaving
    ? result?.intent === 'leave'
    : result?.intent !== 'invite' && result?.intent !== 'leave';
  const mine = ours ? result : undefined;
  const done = (answer: PartnerFormResult) => {
    if (answer.intent === 'resend') return t('partnerTeam.done.resent');
    if (answer.intent === 'revoke') return t('partnerTeam.done.revoked');
    if (answer.intent === 'remove') return t('partnerTeam.done.removed', { name: answer.values.name ?? '' });
    return t('partnerTeam.done.saved');
  };
  return (
    <>
      <p
        role="status"
        className={mine?.ok ? 'rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900' : 'sr-only'}
      >
        {mine?.ok ? done(mine) : ''}
      </p>
      {mine && !mine.ok ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-900">
          {mine.message ?? t('partner.errors.failed')}
        </p>
      ) : null}
    </>
  );
}

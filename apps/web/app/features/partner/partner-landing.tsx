import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const BENEFITS = ['listing', 'booking', 'schedule'] as const;

/** "Kalendo for business" for a signed-out visitor: what they get, and sign-up or sign-in that come back. */
export function PartnerLanding({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const back = `?returnTo=${encodeURIComponent(`/${locale}/partner`)}`;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 py-8">
      <div>
        <h1 className="text-3xl font-bold">{t('partner.title')}</h1>
        <p className="mt-2 text-lg text-slate-700">{t('partner.landing.lead')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="rounded-2xl border border-slate-200 bg-white p-4">
            <h2 className="font-semibold">{t(`partner.landing.${benefit}.title`)}</h2>
            <p className="mt-1 text-slate-700">{t(`partner.landing.${benefit}.text`)}</p>
          </li>
        ))}
      </ul>
      <p className="text-slate-700">{t('partner.landing.howTo')}</p>
      <div className="flex flex-wrap gap-3">
        <Link
          to={`/${locale}/sign-up${back}`}
          className="rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
        >
          {t('partner.landing.signUp')}
        </Link>
        <Link
          to={`/${locale}/sign-in${back}`}
          className="rounded-full border border-slate-300 px-5 py-2 font-medium hover:bg-slate-100"
        >
          {t('partner.landing.signIn')}
        </Link>
      </div>
    </div>
  );
}

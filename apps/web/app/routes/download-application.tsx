import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { STORE_LINKS } from '../features/download/store-links.ts';
import { useInstallPrompt } from '../features/download/use-install-prompt.ts';
import { localizedPath } from '../lib/locale-path.ts';
import { translatedMeta } from '../lib/page-meta.ts';
import { sameForEveryone } from '../lib/personal-overlay.ts';
import { requestContext } from '../lib/request-context.ts';
import type { Route } from './+types/download-application';

/** The QR code opens this page on a phone, where the right store badge and the install prompt are. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  const pageUrl = `${origin}${localizedPath(params.locale, '/download-application')}`;
  const qrDataUrl = await QRCode.toDataURL(pageUrl, { margin: 1, width: 200, color: { dark: '#006064' } });
  return { qrDataUrl };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'download.title', 'download.description');

const badgeClass =
  'flex min-w-52 items-center justify-center rounded-xl bg-slate-900 px-5 py-3 font-medium text-white hover:bg-slate-700';

export default function DownloadApplication({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { canInstall, installed, install } = useInstallPrompt();
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-8 py-10 text-center">
      <img src="/favicon.svg" alt="" width={96} height={96} />
      <div>
        <h1 className="text-3xl font-bold">{t('download.title')}</h1>
        <p className="mt-3 text-slate-700">{t('download.description')}</p>
      </div>
      <ul className="flex flex-col gap-3 sm:flex-row">
        <li>
          <a href={STORE_LINKS.appStore} className={badgeClass} rel="noopener">
            {t('download.appStore')}
          </a>
        </li>
        <li>
          <a href={STORE_LINKS.googlePlay} className={badgeClass} rel="noopener">
            {t('download.googlePlay')}
          </a>
        </li>
        <li>
          <a href={STORE_LINKS.appGallery} className={badgeClass} rel="noopener">
            {t('download.appGallery')}
          </a>
        </li>
      </ul>
      <figure className="flex flex-col items-center gap-2">
        <img
          src={loaderData.qrDataUrl}
          alt={t('download.qrAlt')}
          width={200}
          height={200}
          className="rounded-lg"
        />
        <figcaption className="max-w-xs text-sm text-slate-600">{t('download.scan')}</figcaption>
      </figure>
      <section className="w-full rounded-2xl border border-slate-200 p-5">
        <h2 className="text-lg font-semibold">{t('download.installTitle')}</h2>
        <p className="mt-2 text-slate-700">{t('download.installBody')}</p>
        {installed ? (
          <p role="status" className="mt-3 font-medium text-emerald-800">
            {t('download.installed')}
          </p>
        ) : (
          canInstall && (
            <button
              type="button"
              onClick={install}
              className="mt-3 rounded-full bg-brand-700 px-6 py-2.5 font-medium text-white"
            >
              {t('download.install')}
            </button>
          )
        )}
      </section>
    </div>
  );
}

/** ADR 040: a visitor's own copy is the kept page and their overlay. */
export const handle = sameForEveryone;

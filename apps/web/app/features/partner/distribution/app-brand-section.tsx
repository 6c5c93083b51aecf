import { textOnBrand } from '@kalendo/domain';
import { numberFormat } from '@kalendo/i18n/intl-formats';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { mediaUrl } from '../../../shared/media/media-photo.tsx';
import { FormFooter, useFormOutcome } from '../form-outcome.tsx';
import type { PartnerFormResult } from '../partner-form-result.ts';
import { PictureForm } from '../pictures/picture-form.tsx';

/** Kalendo's own colour: what a business without one wears (ADR 027). */
const KALENDO_COLOUR = '#00acc1';

/** The app's icon in a preview: the uploaded icon, else the logo, else a dot in the colour. */
function IconMark({
  iconId,
  colour,
  size,
}: {
  iconId: string | null;
  colour: string;
  size: 'small' | 'large';
}) {
  const box = size === 'small' ? 'h-6 w-6' : 'h-12 w-12';
  return iconId ? (
    <img
      src={mediaUrl(iconId, 390)}
      alt=""
      width={48}
      height={48}
      className={`${box} rounded-lg object-contain`}
    />
  ) : (
    <span className={`${box} rounded-full`} style={{ backgroundColor: colour }} />
  );
}

/** The top bar and splash of the private app in the colour (ADR 027's shell: a 4 px edge; the splash filled). */
function BrandPreview({ name, colour, iconId }: { name: string; colour: string; iconId: string | null }) {
  const { t } = useTranslation();
  const { text } = textOnBrand(colour);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-slate-700">
        {t('partnerDistribution.app.preview')}
      </figcaption>
      <div className="flex flex-wrap gap-4" aria-hidden="true">
        <div className="w-full max-w-xs overflow-hidden rounded-xl border border-slate-200 bg-white">
          <div className="flex items-center gap-2 border-b-4 px-3 py-2" style={{ borderBottomColor: colour }}>
            <IconMark iconId={iconId} colour={colour} size="small" />
            <span className="truncate font-semibold text-slate-900">{name}</span>
          </div>
          <div className="h-16 bg-slate-50" />
        </div>
        <div
          className="flex h-36 w-24 flex-col items-center justify-center gap-2 rounded-xl p-2 text-center"
          style={{ backgroundColor: colour, color: text }}
        >
          {iconId ? (
            <IconMark iconId={iconId} colour={colour} size="large" />
          ) : (
            <span className="h-8 w-8 rounded-full border-2" style={{ borderColor: text }} />
          )}
          <span className="line-clamp-2 text-xs font-semibold break-words">{name}</span>
        </div>
      </div>
    </figure>
  );
}

/**
 * The private app's look: its name (the business's unless it has its own), its colour with a contrast hint,
 * and its icon (uploaded; the logo until there is one).
 */
export function AppBrandSection({
  name,
  appName,
  themeColor,
  iconId,
  logoId,
  canEdit,
  actionData,
}: {
  name: string;
  appName: string | null;
  themeColor: string | null;
  iconId: string | null;
  logoId: string | null;
  canEdit: boolean;
  actionData: PartnerFormResult | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { errors, sent, result } = useFormOutcome(actionData, 'brand');
  const [colour, setColour] = useState(sent.themeColor ?? themeColor ?? KALENDO_COLOUR);
  const shown = /^#[0-9a-f]{6}$/.test(colour) ? colour : KALENDO_COLOUR;
  const contrast = textOnBrand(shown);
  const ratio = numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(contrast.ratio);
  const [typedName, setTypedName] = useState(sent.appName ?? appName ?? '');
  const shownName = typedName.trim() || name;
  return (
    <section aria-labelledby="app-heading" className="flex flex-col gap-4">
      <h2 id="app-heading" className="text-xl font-semibold">
        {t('partnerDistribution.app.heading')}
      </h2>
      <Form method="post" noValidate className="flex flex-col gap-4">
        <fieldset disabled={!canEdit} className="flex flex-col gap-2">
          <label htmlFor="appName" className="text-sm font-medium text-slate-800">
            {t('partnerBrand.appName.label')}
          </label>
          <input
            id="appName"
            name="appName"
            type="text"
            maxLength={30}
            value={typedName}
            onChange={(event) => setTypedName(event.target.value)}
            placeholder={name}
            aria-describedby="appName-hint"
            {...(errors.appName ? { 'aria-invalid': true } : {})}
            className="w-full max-w-sm rounded-lg border border-slate-300 px-3 py-2"
          />
          <p id="appName-hint" className={`text-sm ${errors.appName ? 'text-red-700' : 'text-slate-600'}`}>
            {errors.appName ?? t('partnerBrand.appName.hint', { name })}
          </p>
        </fieldset>
        <fieldset disabled={!canEdit} className="flex flex-col gap-2">
          <label htmlFor="themeColor" className="text-sm font-medium text-slate-800">
            {t('partnerDistribution.app.colour')}
          </label>
          <div className="flex items-center gap-3">
            <input
              id="themeColor"
              name="themeColor"
              type="color"
              value={shown}
              onChange={(event) => setColour(event.target.value.toLowerCase())}
              aria-describedby="themeColor-contrast"
              {...(errors.themeColor ? { 'aria-invalid': true } : {})}
              className="h-11 w-16 rounded-lg border border-slate-300"
            />
            <code className="font-mono">{shown}</code>
          </div>
          <p
            id="themeColor-contrast"
            aria-live="polite"
            className={contrast.low ? 'text-amber-900' : 'text-slate-600'}
          >
            {contrast.low
              ? t('partnerDistribution.app.lowContrast', { ratio })
              : t('partnerDistribution.app.goodContrast', { ratio })}
          </p>
          {errors.themeColor ? <p className="text-sm text-red-700">{errors.themeColor}</p> : null}
        </fieldset>
        <BrandPreview name={shownName} colour={shown} iconId={iconId ?? logoId} />
        <FormFooter result={result} intent="brand" canEdit={canEdit} label={t('partner.save')} />
        {canEdit && themeColor ? (
          <button
            type="submit"
            name="intent"
            value="brand-reset"
            className="self-start rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium hover:bg-slate-100"
          >
            {t('partnerDistribution.app.useKalendo')}
          </button>
        ) : null}
      </Form>
      <PictureForm
        kind="app-icon"
        mediaId={iconId}
        fallback={shownName.trim().charAt(0).toUpperCase()}
        texts={{
          heading: t('partnerBrand.icon.heading'),
          hint: t('partnerBrand.icon.hint'),
          none: logoId ? t('partnerBrand.icon.noneLogo') : t('partnerBrand.icon.none'),
          upload: t('partnerBrand.icon.upload'),
          question: t('partnerBrand.icon.question'),
          alt: t('partnerBrand.icon.alt', { name: shownName }),
        }}
        canEdit={canEdit}
        actionData={actionData}
      />
    </section>
  );
}

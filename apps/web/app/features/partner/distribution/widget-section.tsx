import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@kalendo/i18n/locales';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { FormFooter, useFormOutcome } from '../form-outcome.tsx';
import type { PartnerFormResult } from '../partner-form-result.ts';
import { PartnerSelect } from '../partner-select.tsx';
import { PartnerTextArea } from '../partner-text-area.tsx';
import { CopyButton } from './copy-button.tsx';
import { widgetSnippets } from './widget-snippet.ts';

export interface WidgetSectionProps {
  placeId: string;
  placeSlug: string;
  businessSlug: string;
  origins: string[];
  options: { language: string; scope: 'business' | 'place' };
  origin: string;
  canEdit: boolean;
  /** A draft business has no widget yet: its preview would be a page not found. */
  published: boolean;
  actionData: PartnerFormResult | undefined;
}

/** Code to copy, selectable as it is (without JavaScript too). */
function CodeBox({ code, rows, id, label }: { code: string; rows: number; id?: string; label?: string }) {
  return (
    <textarea
      {...(id ? { id } : { 'aria-label': label })}
      readOnly
      rows={rows}
      value={code}
      spellCheck={false}
      className="w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
    />
  );
}

/**
 * Online booking: the sites that may embed the widget, the snippet for the options picked, and the real widget
 * (once the business is published; before, where to publish it).
 */
export function WidgetSection(props: WidgetSectionProps) {
  const { t } = useTranslation();
  const { errors, sent, result } = useFormOutcome(props.actionData, 'origins');
  const { language, scope } = props.options;
  const snippets = widgetSnippets(
    props.origin,
    scope === 'business'
      ? { kind: 'business', slug: props.businessSlug }
      : { kind: 'place', slug: props.placeSlug },
    language,
  );
  return (
    <section aria-labelledby="widget-heading" className="flex flex-col gap-4">
      <h2 id="widget-heading" className="text-xl font-semibold">
        {t('partnerDistribution.widget.heading')}
      </h2>
      <p className="text-slate-700">{t('partnerDistribution.widget.intro')}</p>
      <Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="placeId" value={props.placeId} />
        <fieldset disabled={!props.canEdit} className="flex flex-col gap-4">
          <PartnerTextArea
            name="origins"
            label={t('partnerDistribution.widget.origins')}
            defaultValue={sent.origins ?? props.origins.join('\n')}
            error={errors.origins}
            placeholder="https://www.example.com"
            spellCheck={false}
            autoCapitalize="off"
            maxLength={4400}
            hint={t('partnerDistribution.widget.originsHint')}
          />
        </fieldset>
        <FormFooter result={result} intent="origins" canEdit={props.canEdit} label={t('partner.save')} />
      </Form>

      <h3 className="text-lg font-semibold">{t('partnerDistribution.widget.snippetHeading')}</h3>
      <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="place" value={props.placeId} />
        <PartnerSelect
          name="language"
          label={t('partnerDistribution.widget.language')}
          defaultValue={language}
          options={SUPPORTED_LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
        />
        <PartnerSelect
          name="scope"
          label={t('partnerDistribution.widget.shows')}
          defaultValue={scope}
          options={[
            { value: 'place', label: t('partnerDistribution.widget.thisPlace') },
            { value: 'business', label: t('partnerDistribution.widget.wholeBusiness') },
          ]}
        />
        <button
          type="submit"
          className="self-start rounded-full border border-slate-300 px-5 py-2 font-medium hover:bg-slate-100 sm:self-auto"
        >
          {t('partnerDistribution.widget.apply')}
        </button>
      </Form>
      <div className="flex flex-col gap-2">
        <label htmlFor="widget-snippet" className="text-sm font-medium text-slate-800">
          {t('partnerDistribution.widget.snippet')}
        </label>
        <CodeBox id="widget-snippet" rows={6} code={snippets.script} />
        <CopyButton text={snippets.script} label={t('partnerDistribution.widget.copySnippet')} />
      </div>
      <details className="rounded-lg border border-slate-200 px-3 py-2">
        <summary className="cursor-pointer font-medium">{t('partnerDistribution.widget.noScripts')}</summary>
        <CodeBox label={t('partnerDistribution.widget.frameCode')} rows={3} code={snippets.frame} />
        <CopyButton text={snippets.frame} label={t('partnerDistribution.widget.copyFrame')} />
      </details>
      <h3 className="text-lg font-semibold">{t('partnerDistribution.widget.preview')}</h3>
      {props.published ? (
        <iframe
          src={snippets.src}
          title={t('partnerDistribution.widget.previewTitle')}
          loading="lazy"
          className="h-[36rem] w-full rounded-xl border border-slate-200"
        />
      ) : (
        <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6">
          <p className="text-slate-700">{t('partnerTidy.widgetPreview.unpublished')}</p>
          <Link to=".." relative="path" className="font-medium text-brand-800 underline">
            {t('partnerTidy.widgetPreview.publish')}
          </Link>
        </div>
      )}
    </section>
  );
}

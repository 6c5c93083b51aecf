import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Copies `text` to the clipboard and announces the outcome (copied, or select it yourself) in a live region.
 * Without JavaScript the text stays selectable beside it; the button only appears once the page hydrated.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <span className="flex flex-wrap items-center gap-2">
      {hydrated ? (
        <button
          type="button"
          onClick={() =>
            navigator.clipboard
              .writeText(text)
              .then(() => setOutcome('copied'))
              .catch(() => setOutcome('failed'))
          }
          className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium hover:bg-slate-100"
        >
          {label}
        </button>
      ) : null}
      <span role="status" className="text-sm text-slate-700">
        {outcome === 'copied' ? t('partnerDistribution.copied') : ''}
        {outcome === 'failed' ? t('partnerDistribution.copyFailed') : ''}
      </span>
    </span>
  );
}

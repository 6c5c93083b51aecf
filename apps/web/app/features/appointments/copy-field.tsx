import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A read-only text field with a Copy button; "Copied" (or the failure) is announced in a live region. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm"
        />
        <button
          type="button"
          onClick={copy}
          className="shrink-0 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100"
        >
          {t('appointments.feed.copy')}
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-600">
        {copied === 'yes'
          ? t('appointments.feed.copied')
          : copied === 'failed'
            ? t('appointments.feed.copyFailed')
            : ''}
      </p>
    </div>
  );
}

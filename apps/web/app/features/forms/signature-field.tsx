import { ANSWER_LIMITS, type SignatureAnswer } from '@kalendo/domain';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signatureInputs } from './answers-from-form-data.ts';

const WIDTH = 300;
const HEIGHT = 100;

/** A drawn signature as the SVG it is stored as (path data in a 300 × 100 box). */
export function SignatureImage({ path, label }: { path: string; label: string }) {
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className="h-24 w-full max-w-sm rounded-lg border border-slate-300 bg-white"
    >
      <path
        d={path}
        fill="none"
        stroke="#0f172a"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A signature drawn with a finger, pen or mouse (stored as SVG path data), or, for keyboard and screen
 * reader users, typed: "Type your name instead". Its two inputs carry how it was given and what.
 */
export function SignatureField({
  id,
  initial,
  describedBy,
  invalid,
  onChange,
}: {
  id: string;
  initial: SignatureAnswer | undefined;
  describedBy: string | undefined;
  invalid: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const names = signatureInputs(id);
  const [mode, setMode] = useState<'drawn' | 'typed'>(initial?.kind === 'drawn' ? 'drawn' : 'typed');
  const [path, setPath] = useState(initial?.kind === 'drawn' ? initial.path : '');
  const drawing = useRef(false);
  const hidden = useRef<HTMLInputElement>(null);

  const point = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.round(((event.clientX - box.left) / box.width) * WIDTH);
    const y = Math.round(((event.clientY - box.top) / box.height) * HEIGHT);
    return `${Math.max(0, Math.min(WIDTH, x))} ${Math.max(0, Math.min(HEIGHT, y))}`;
  };
  const extend = (next: string) => {
    if (next.length > ANSWER_LIMITS.signaturePath) return;
    setPath(next);
    // The form reads its inputs on change: the hidden input holds the path before the form hears of it.
    if (hidden.current) hidden.current.value = next;
    onChange();
  };

  return (
    <div className="flex flex-col gap-2">
      <input type="hidden" name={names.kind} value={mode} />
      {mode === 'drawn' ? (
        <>
          <input ref={hidden} type="hidden" name={names.value} value={path} />
          <p className="text-sm text-slate-700">{t('forms.signature.drawHint')}</p>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={t('forms.signature.area')}
            aria-describedby={describedBy}
            className={`h-28 w-full max-w-sm touch-none rounded-lg border bg-white ${invalid ? 'border-red-700' : 'border-slate-400'}`}
            onPointerDown={(event) => {
              drawing.current = true;
              event.currentTarget.setPointerCapture(event.pointerId);
              extend(`${path}${path ? ' ' : ''}M${point(event)}`);
            }}
            onPointerMove={(event) => {
              if (drawing.current) extend(`${path} L${point(event)}`);
            }}
            onPointerUp={() => {
              drawing.current = false;
            }}
          >
            <path d={path} fill="none" stroke="#0f172a" strokeWidth={2} strokeLinecap="round" />
          </svg>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="text-sm text-brand-800 underline" onClick={() => extend('')}>
              {t('forms.signature.clear')}
            </button>
            <button
              type="button"
              className="text-sm text-brand-800 underline"
              onClick={() => setMode('typed')}
            >
              {t('forms.signature.typeInstead')}
            </button>
          </div>
        </>
      ) : (
        <>
          <label htmlFor={`field-${id}`} className="text-sm text-slate-700">
            {t('forms.signature.typedName')}
          </label>
          <input
            id={`field-${id}`}
            name={names.value}
            defaultValue={initial?.kind === 'typed' ? initial.name : ''}
            maxLength={ANSWER_LIMITS.typedName}
            autoComplete="name"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className="w-full max-w-sm rounded-lg border border-slate-400 px-3 py-2 font-serif text-lg italic"
          />
          <button
            type="button"
            className="self-start text-sm text-brand-800 underline"
            onClick={() => {
              setMode('drawn');
              onChange();
            }}
          >
            {t('forms.signature.drawInstead')}
          </button>
        </>
      )}
    </div>
  );
}

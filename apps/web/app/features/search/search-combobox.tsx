import type { Suggestion } from '@kalendo/contracts';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestions } from './use-suggestions.ts';

/**
 * The search text box (its suggestion list spans the nearest positioned ancestor, the form's row) as a WAI-ARIA combobox with a list of suggestions: arrows move through them, Enter
 * picks the highlighted one (or submits the form when none is), Escape closes the list, then clears the text.
 * Without JavaScript it is a plain text box of the GET form.
 */
export function SearchCombobox({
  defaultValue,
  onPick,
  className,
}: {
  defaultValue: string;
  onPick: (suggestion: Suggestion) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const items = useSuggestions(text, open);
  const expanded = open && items.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function change(value: string) {
    setText(value);
    setActive(-1);
    setOpen(value.trim().length > 0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // Past either end the highlight returns to the text box (-1).
        setActive((current) => {
          const next = current + step;
          if (next >= items.length) return -1;
          if (next < -1) return items.length - 1;
          return next;
        });
        return;
      }
      case 'Enter': {
        const chosen = expanded ? items[active] : undefined;
        if (chosen) {
          event.preventDefault();
          setOpen(false);
          onPick(chosen);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          change('');
        }
        return;
      default:
    }
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {t('search.inputLabel')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(text.trim().length > 0)}
        className="w-full rounded-full border border-slate-300 bg-white py-3 pr-4 pl-4 text-base text-slate-900 placeholder:text-slate-500"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-2xl border border-slate-200 bg-white py-1 text-slate-900 shadow-lg"
      >
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useFocusableInteractive: options stay unfocused; the text box points at the highlighted one (aria-activedescendant).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks through the text box (arrows and Enter).
          <div
            key={`${item.kind}:${item.slug}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the text box, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              onPick(item);
            }}
            onMouseMove={() => setActive(index)}
            className="flex cursor-pointer flex-col px-4 py-2 aria-selected:bg-brand-700/10 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3"
          >
            <span className="min-w-0 truncate font-medium">{item.label}</span>
            <span className="shrink-0 text-xs text-slate-600">
              {item.detail ? `${item.detail} · ` : ''}
              {t(`search.kind.${item.kind}`)}
            </span>
          </div>
        ))}
      </div>
      <p aria-live="polite" className="sr-only">
        {expanded ? t('search.suggestionCount', { count: items.length }) : ''}
      </p>
    </div>
  );
}

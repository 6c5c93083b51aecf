import { useTranslation } from 'react-i18next';

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * 1–5 stars as a native radio group: arrow keys move between ratings; each option has a visible word.
 * A list on phones (the words are long in some languages), a row of five from the `sm` width.
 */
export function StarRatingInput({ name, legend }: { name: string; legend: string }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-2 grid gap-1 sm:grid-cols-5 sm:gap-2">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-3 py-2 hover:bg-slate-50 sm:flex-col sm:gap-0.5 sm:px-1 sm:text-center has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <input type="radio" name={name} value={rating} required className="sr-only" />
            <span aria-hidden="true" className="font-semibold leading-none">
              {rating} <span className="text-amber-600">★</span>
            </span>
            <span className="sr-only">{t('appointments.ratingValue', { rating })}: </span>
            <span className="text-sm leading-tight text-slate-800 sm:text-xs">
              {t(`appointments.ratingWords.${rating}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

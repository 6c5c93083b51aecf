import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';

/**
 * Adds the place to "My locations" or takes it off, in place (optimistic: the heart changes at once).
 * Signed out, the action sends the visitor to sign in and back here.
 */
export function FavouriteButton({ locationId, favourite }: { locationId: string; favourite: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get('favourite');
  const on = pending === undefined || pending === null ? favourite : pending === 'true';
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="favourite" />
      <input type="hidden" name="locationId" value={locationId} />
      <input type="hidden" name="favourite" value={String(!on)} />
      <button
        type="submit"
        aria-pressed={on}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100 aria-pressed:border-rose-300 aria-pressed:bg-rose-50 aria-pressed:text-rose-800"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.5 3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.8 0 5.9 4 4.4 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
        {on ? t('location.favourite.saved') : t('location.favourite.save')}
      </button>
    </fetcher.Form>
  );
}

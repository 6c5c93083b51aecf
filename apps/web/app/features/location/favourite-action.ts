import { redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';

/**
 * The favourite toggle's action (`FavouriteButton`): signed out, it leads to sign-in and back to `returnTo`
 * (a path of ours); signed in, the place is saved or taken off "My locations".
 */
export async function toggleFavourite(
  api: ApiClient,
  signedIn: boolean,
  request: Request,
  page: { locale: string; returnTo: string },
) {
  if (!signedIn) throw redirect(`/${page.locale}/sign-in?returnTo=${encodeURIComponent(page.returnTo)}`);
  const form = await request.formData();
  const result = await api.setFavourite(
    String(form.get('locationId') ?? ''),
    form.get('favourite') === 'true',
  );
  return { ok: result.ok };
}

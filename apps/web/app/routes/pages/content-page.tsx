import { CONTENT_PAGE_SLUGS } from '@kalendo/contracts';
import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
import { data } from 'react-router';
import { pageMeta } from '../../lib/page-meta.ts';
import { sameForEveryone } from '../../lib/personal-overlay.ts';
import { requestContext } from '../../lib/request-context.ts';
import { rootDataOf } from '../../lib/root-data.ts';
import type { Route } from './+types/content-page';

/** Privacy policy, terms and cookies, from the content system in the page's language (SPEC §2). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = CONTENT_PAGE_SLUGS.find((known) => known === params.page);
  if (!slug) throw data(null, { status: 404 });
  const page = await context.get(requestContext).api.getContentPage(slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta(rootDataOf(matches), { title: loaderData.title, description: loaderData.description })
    : [];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const updated = dateTimeFormat(loaderData.locale, { dateStyle: 'long' }).format(
    new Date(loaderData.updated),
  );
  return (
    <article lang={loaderData.locale} className="prose-content mx-auto max-w-3xl py-8">
      <h1 className="text-3xl font-bold">{loaderData.title}</h1>
      <p className="mt-2 text-sm text-slate-500">
        <time dateTime={loaderData.updated}>{updated}</time>
      </p>
      {/* The API renders Markdown with raw HTML disabled and unsafe links refused (sanitised HTML). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API's Markdown renderer. */}
      <div className="mt-6" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
    </article>
  );
}

/** ADR 040: a visitor's own copy is the kept page and their overlay. */
export const handle = sameForEveryone;

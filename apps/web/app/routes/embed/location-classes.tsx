import { data } from 'react-router';
import { allowBusinessFraming } from '../../features/widget/allow-business-framing.ts';
import { metaTranslator, pageMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import { rootDataOf } from '../../lib/root-data.ts';
import { ClassesTeaser } from '../../shared/location/classes-teaser.tsx';
import type { Route } from './+types/location-classes';

/**
 * The widget's classes of a place: its next sessions, and its timetable in the widget of its business,
 * where a spot is booked after signing in inside the frame (ADR 019); a place that does not exist is the
 * not-found page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const location = await ctx.api.getLocation(params.locationSlug);
  if (!location) throw data(null, { status: 404 });
  await allowBusinessFraming(ctx, location.business.slug);
  return {
    location: {
      slug: location.slug,
      name: location.name,
      timeZone: location.timeZone,
      classes: location.classes,
    },
    business: { slug: location.business.slug },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return [];
  const title = loaderData.location.name;
  return pageMeta(root, { title, description: metaTranslator(root)('location.classesHeading') });
};

export default function LocationClasses({ loaderData, params }: Route.ComponentProps) {
  const { location, business } = loaderData;
  const timetable = `/${params.locale}/embed/business/${business.slug}/location/${location.slug}/classes`;
  return (
    <article className="py-2">
      <h1 className="text-2xl font-bold">{location.name}</h1>
      <ClassesTeaser location={location} timetablePath={timetable} />
    </article>
  );
}

import { data } from 'react-router';
import { allowBusinessFraming } from '../../features/widget/allow-business-framing.ts';
import { metaTranslator, pageMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import { rootDataOf } from '../../lib/root-data.ts';
import { ClassesTeaser } from '../../shared/location/classes-teaser.tsx';
import { ServicesSection } from '../../shared/location/services-section.tsx';
import type { Route } from './+types/location-services';

/**
 * The widget's services of a place, or of one of its service groups, each leading to the booking flow in
 * the widget of the place's business: a place or group that does not exist is the not-found page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const location = await ctx.api.getLocation(params.locationSlug);
  if (!location) throw data(null, { status: 404 });
  const group = params.serviceCategorySlug;
  const serviceGroups =
    group === undefined
      ? location.serviceGroups
      : location.serviceGroups.filter((known) => known.slug === group);
  if (serviceGroups.length === 0 && group !== undefined) throw data(null, { status: 404 });
  await allowBusinessFraming(ctx, location.business.slug);
  return {
    location: {
      slug: location.slug,
      name: location.name,
      timeZone: location.timeZone,
      serviceGroups,
      classes: location.classes,
    },
    business: { slug: location.business.slug, name: location.business.name },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return [];
  const { location } = loaderData;
  return pageMeta(root, {
    title: location.name,
    description: metaTranslator(root)('location.servicesHeading'),
  });
};

export default function LocationServices({ loaderData, params }: Route.ComponentProps) {
  const { location, business } = loaderData;
  const widget = `/${params.locale}/embed/business/${business.slug}`;
  return (
    <article className="py-2">
      <h1 className="text-2xl font-bold">{location.name}</h1>
      {business.name !== location.name && <p className="text-slate-700">{business.name}</p>}
      <ServicesSection
        location={location}
        bookPath={(slug, serviceId) => `${widget}/location/${slug}/book?service=${serviceId}`}
      />
      {/* Its classes too, leading to its timetable in the widget of its business (a group's page is services only). */}
      {params.serviceCategorySlug === undefined && <ClassesTeaser location={location} />}
    </article>
  );
}

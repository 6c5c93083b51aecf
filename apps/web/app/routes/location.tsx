import { data } from 'react-router';
import { recordViewHeaders } from '../features/home/recently-viewed.ts';
import { fetchLocationPage } from '../features/location/api/fetch-location-page.ts';
import { AboutSection } from '../features/location/components/about-section.tsx';
import { AddressCard } from '../features/location/components/address-card.tsx';
import { LocationHeader } from '../features/location/components/location-header.tsx';
import { LocationJsonLdScript } from '../features/location/components/location-json-ld-script.tsx';
import { OpeningHours } from '../features/location/components/opening-hours.tsx';
import { PhotoGallery } from '../features/location/components/photo-gallery.tsx';
import { toggleFavourite } from '../features/location/favourite-action.ts';
import { metaTranslator, pageMeta } from '../lib/page-meta.ts';
import { sameForEveryoneWithFavourites, usePersonal } from '../lib/personal-overlay.ts';
import { requestContext } from '../lib/request-context.ts';
import { rootDataOf } from '../lib/root-data.ts';
import { assertServedBusiness } from '../lib/route-guards.ts';
import { ClassesTeaser } from '../shared/location/classes-teaser.tsx';
import { MembershipsTeaser } from '../shared/location/memberships-teaser.tsx';
import { ReviewsSection } from '../shared/location/reviews-section.tsx';
import { ServicesSection } from '../shared/location/services-section.tsx';
import { StaffList } from '../shared/location/staff-list.tsx';
import type { Route } from './+types/location';

/**
 * A place's page, rendered on the server; `?reviews=<cursor>` shows a later page of its reviews. The view
 * is remembered for the home page's "Recently viewed" (cookie).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const cursor = new URL(request.url).searchParams.get('reviews');
  const ctx = context.get(requestContext);
  const { api, user, mapStyleUrl } = ctx;
  const page = await fetchLocationPage(api, params.slug, cursor, user !== null);
  if (!page) throw data(null, { status: 404 });
  assertServedBusiness(ctx, page.location.business.slug);
  return data({ ...page, mapStyleUrl }, { headers: recordViewHeaders(request, params.slug) });
}

/** The favourite toggle; signed out, it leads to sign-in and back to this place. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { api, user } = context.get(requestContext);
  return toggleFavourite(api, user !== null, request, {
    locale: params.locale,
    returnTo: `/${params.locale}/location/${params.slug}`,
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!loaderData || !root) return [];
  const { location } = loaderData;
  const t = metaTranslator(root);
  const description =
    location.description.trim().slice(0, 160) ||
    t('location.metaDescription', { name: location.name, city: location.address.city });
  const cover = location.photos[0];
  return pageMeta(root, {
    title: `${location.name}, ${location.address.city}`,
    description,
    // The cover photo is the link preview, described in the page language.
    photo: cover && { ...cover, alt: t('location.photoAlt', { name: location.name }) },
  });
};

export default function Location({ loaderData }: Route.ComponentProps) {
  const { location, reviews, reviewsCursor, mapStyleUrl } = loaderData;
  // A page the same for everyone (ADR 040): the visitor's favourites come with its overlay.
  const favourite = usePersonal(
    loaderData,
    (overlay) => overlay.favouriteIds.includes(location.id),
    loaderData.favourite,
  );
  return (
    <article className="pt-4 sm:pt-6">
      <LocationJsonLdScript location={location} />
      <PhotoGallery photos={location.photos} placeName={location.name} />
      <LocationHeader location={location} favourite={favourite} />
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-10">
        <div className="min-w-0">
          <AboutSection description={location.description} locale={location.descriptionLocale} />
          <ServicesSection location={location} />
          <StaffList staff={location.staff} />
          <ClassesTeaser location={location} />
          <MembershipsTeaser location={location} />
          <ReviewsSection
            rating={location.rating}
            page={reviews}
            isFirstPage={!reviewsCursor}
            timeZone={location.timeZone}
          />
        </div>
        <aside className="mt-8 flex flex-col gap-4 lg:mt-6">
          <AddressCard location={location} mapStyleUrl={mapStyleUrl} />
          <OpeningHours location={location} />
        </aside>
      </div>
    </article>
  );
}

/** ADR 040: a visitor's own copy is the kept page and their overlay. */
export const handle = sameForEveryoneWithFavourites;

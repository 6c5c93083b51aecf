import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/** Every route of SPEC §2, under a language prefix. */
export default [
  index('routes/root-redirect.tsx'),
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/locale-index.tsx'),
    route('embed', 'routes/embed/embed-layout.tsx', [
      // The widget has no page of its own at /{locale}/embed: the not-found page, as any unknown path.
      index('routes/unknown-path.tsx', { id: 'embed-index' }),
      route('location-services/:locationSlug/:serviceCategorySlug?', 'routes/embed/location-services.tsx'),
      route('location-classes/:locationSlug', 'routes/embed/location-classes.tsx'),
      // The bare `embed/business` names no business: the not-found page, inside the frame.
      route('business', 'routes/embed/not-found.tsx', { id: 'embed-business-unnamed' }),
      // A business's widget (ADR 019): its places, their services and the booking flow's own pages.
      route('business/:businessSlug', 'routes/embed/business-layout.tsx', [
        index('routes/embed/business.tsx'),
        route('location/:locationSlug', 'routes/embed/location-services.tsx', { id: 'embed-business-place' }),
        route('location/:slug/book', 'routes/location-book.tsx', { id: 'embed-location-book' }),
        route('location/:slug/classes', 'routes/location-classes.tsx', { id: 'embed-location-classes' }),
        route('basket', 'routes/basket.tsx', { id: 'embed-basket' }),
        route('basket/confirmation/:bookingId', 'routes/basket-confirmation.tsx', {
          id: 'embed-basket-confirmation',
        }),
        // A form asked before booking, filled in the frame and leading back to its basket or timetable.
        route('forms/:responseId', 'routes/form-response.tsx', { id: 'embed-form-response' }),
        route('sign-in', 'routes/sign-in.tsx', { id: 'embed-sign-in' }),
        route('sign-up', 'routes/sign-up.tsx', { id: 'embed-sign-up' }),
      ]),
    ]),
    layout('routes/shell-layout.tsx', [
      route('home', 'routes/home.tsx'),
      route('404', 'routes/not-found.tsx', { id: 'not-found' }),
      route('search', 'routes/search.tsx'),
      route('services', 'routes/services.tsx'),
      route('inspiration', 'routes/inspiration/inspiration.tsx'),
      route('inspiration/view/:mediaId', 'routes/inspiration/inspiration-view.tsx'),
      route('inspiration/:marketplaceServiceSlug', 'routes/inspiration/inspiration-service.tsx'),
      route('appointments', 'routes/appointments.tsx'),
      route('forms', 'routes/forms.tsx'),
      route('forms/:responseId', 'routes/form-response.tsx'),
      route('notifications', 'routes/notifications.tsx'),
      route('location/:slug', 'routes/location.tsx'),
      route('location/:slug/book', 'routes/location-book.tsx'),
      route('location/:slug/classes', 'routes/location-classes.tsx'),
      route('locations', 'routes/locations.tsx'),
      route('memberships', 'routes/memberships.tsx'),
      route('classes', 'routes/classes.tsx'),
      route('business', 'routes/business/business.tsx'),
      route('business/:slug', 'routes/business/business-detail.tsx'),
      route('download-application', 'routes/download-application.tsx'),
      route('pages/contacts', 'routes/pages/contacts.tsx'),
      route('pages/:page', 'routes/pages/content-page.tsx'),
      route('sign-in', 'routes/sign-in.tsx'),
      route('sign-up', 'routes/sign-up.tsx'),
      route('sign-out', 'routes/sign-out.tsx'),
      route('forgot-password', 'routes/forgot-password.tsx'),
      route('reset-password', 'routes/reset-password.tsx'),
      route('basket', 'routes/basket.tsx'),
      route('basket/confirmation/:bookingId', 'routes/basket-confirmation.tsx'),
      route('settings', 'routes/settings.tsx'),
      // The partner portal (issue 22, ADR 038): private pages, never kept for everyone.
      route('partner', 'routes/partner/partner-home.tsx'),
      route('partner/new', 'routes/partner/partner-new.tsx'),
      route(
        'partner/businesses/:businessId',
        'routes/partner/partner-business-layout.tsx',
        { id: 'partner-business' },
        [
          index('routes/partner/partner-setup.tsx'),
          route('calendar', 'routes/partner/partner-calendar.tsx'),
          route('details', 'routes/partner/partner-details.tsx'),
          route('places/:placeId', 'routes/partner/partner-place.tsx'),
          route('places/:placeId/hours', 'routes/partner/partner-hours.tsx'),
          route('services', 'routes/partner/partner-services.tsx'),
          route('staff', 'routes/partner/partner-staff.tsx'),
        ],
      ),
      route('*', 'routes/unknown-path.tsx'),
    ]),
  ]),
] satisfies RouteConfig;

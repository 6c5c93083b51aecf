import type { LocationDetailDto, ServiceGroupDto } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n/format-money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration } from '../format/format-schedule.ts';

type Service = ServiceGroupDto['services'][number];

function ServicePrice({ service }: { service: Service }) {
  const { t, i18n } = useTranslation();
  if (service.price.amountMinor === 0) return <>{t('location.free')}</>;
  const price = formatMoney(service.price.amountMinor, service.price.currency, i18n.language);
  return <>{service.priceIsFrom ? t('home.priceFrom', { price }) : price}</>;
}

/** Where a service's "Book" leads: the marketplace's booking page unless the page says otherwise (the widget). */
export type BookPath = (locationSlug: string, serviceId: string) => string;

const marketplaceBookPath =
  (locale: string): BookPath =>
  (slug, serviceId) =>
    `/${locale}/location/${slug}/book?service=${serviceId}`;

function ServiceRow({ service, slug, bookPath }: { service: Service; slug: string; bookPath?: BookPath }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <h4 className="font-medium text-slate-900">{service.name}</h4>
        {service.description && (
          <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{service.description}</p>
        )}
        <p className="mt-1 text-sm text-slate-700">
          <span className="whitespace-nowrap">{formatDuration(service.durationMinutes, i18n.language)}</span>
          <span aria-hidden="true"> · </span>
          <span className="whitespace-nowrap font-semibold text-slate-900">
            <ServicePrice service={service} />
          </span>
        </p>
      </div>
      <Link
        to={(bookPath ?? marketplaceBookPath(i18n.language))(slug, service.id)}
        aria-label={t('location.bookService', { service: service.name })}
        className="shrink-0 rounded-full bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        {t('location.book')}
      </Link>
    </li>
  );
}

/** Services grouped by the place's own categories, each with duration, price and a "Book" action. */
export function ServicesSection({
  location,
  bookPath,
}: {
  location: Pick<LocationDetailDto, 'slug' | 'serviceGroups'>;
  bookPath?: BookPath;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="services-heading" className="mt-8">
      <h2 id="services-heading" className="text-xl font-semibold">
        {t('location.servicesHeading')}
      </h2>
      {location.serviceGroups.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('location.noServices')}</p>
      ) : (
        location.serviceGroups.map((group) => (
          <section
            key={group.id ?? 'other'}
            aria-label={group.name ?? t('location.otherServices')}
            className="mt-4"
          >
            <h3 className="text-base font-semibold text-slate-800">
              {group.name ?? t('location.otherServices')}
            </h3>
            <ul className="divide-y divide-slate-200 border-b border-slate-200">
              {group.services.map((service) => (
                <ServiceRow key={service.id} service={service} slug={location.slug} bookPath={bookPath} />
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}

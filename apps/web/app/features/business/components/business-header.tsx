import type { BusinessDetailDto } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusinessLogo } from '../../../shared/media/business-logo.tsx';
import { searchPath } from '../../../shared/search/search-params.ts';
import { langIfOther } from '../../../shared/text/lang-if-other.ts';

/** Logo, name, category and description: the top of a business's page. */
export function BusinessHeader({
  business,
  linkCategory,
}: {
  business: BusinessDetailDto;
  linkCategory: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { logo, category } = business;
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-6">
      <BusinessLogo
        logo={logo}
        name={business.name}
        alt={t('business.logoAlt', { name: business.name })}
        className="size-20 rounded-2xl sm:size-28"
        letterClassName="text-3xl sm:text-4xl"
        sizes="(min-width: 640px) 7rem, 5rem"
        eager
      />
      <div className="min-w-0">
        <h1 className="break-words text-2xl font-bold leading-tight sm:text-3xl">{business.name}</h1>
        {category &&
          (linkCategory ? (
            <Link
              to={searchPath(i18n.language, { category: category.slug })}
              className="mt-1 inline-block text-slate-600 underline decoration-slate-300 underline-offset-4 hover:text-brand-800"
            >
              {category.name}
            </Link>
          ) : (
            <p className="mt-1 text-slate-600">{category.name}</p>
          ))}
        {business.description.trim() && (
          <p
            lang={langIfOther(business.descriptionLocale, i18n.language)}
            className="mt-3 max-w-prose whitespace-pre-line text-slate-700"
          >
            {business.description}
          </p>
        )}
      </div>
    </header>
  );
}

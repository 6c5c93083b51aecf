import type { Category } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';

export function CategoryList({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="categories-heading" className="mt-8">
      <h2 id="categories-heading" className="text-xl font-semibold">
        {t('home.categoriesHeading')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {categories.map((category) => (
          <li
            key={category.slug}
            className="rounded-full border border-slate-200 bg-slate-50 px-4 py-2 text-sm font-medium text-slate-800"
          >
            {category.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

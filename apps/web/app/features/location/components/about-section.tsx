import { useTranslation } from 'react-i18next';
import { langIfOther } from '../../../shared/text/lang-if-other.ts';

/** The place's description in the reader's language, else in the business's own, marked with its `lang`. */
export function AboutSection({ description, locale }: { description: string; locale: string }) {
  const { t, i18n } = useTranslation();
  if (!description.trim()) return null;
  return (
    <section aria-labelledby="about-heading" className="mt-6">
      <h2 id="about-heading" className="text-xl font-semibold">
        {t('location.aboutHeading')}
      </h2>
      <p lang={langIfOther(locale, i18n.language)} className="mt-2 whitespace-pre-line text-slate-700">
        {description}
      </p>
    </section>
  );
}

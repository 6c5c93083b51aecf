import { useTranslation } from 'react-i18next';

/** The place's own description, in the language it was written in. */
export function AboutSection({ description }: { description: string }) {
  const { t } = useTranslation();
  if (!description.trim()) return null;
  return (
    <section aria-labelledby="about-heading" className="mt-6">
      <h2 id="about-heading" className="text-xl font-semibold">
        {t('location.aboutHeading')}
      </h2>
      <p className="mt-2 whitespace-pre-line text-slate-700">{description}</p>
    </section>
  );
}

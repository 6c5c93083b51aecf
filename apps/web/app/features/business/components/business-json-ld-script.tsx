import type { BusinessDetailDto } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { JsonLdScript } from '../../../lib/json-ld-script.tsx';
import { businessJsonLd } from '../business-json-ld.ts';

/** schema.org Organization of the business with its places. */
export function BusinessJsonLdScript({ business }: { business: BusinessDetailDto }) {
  const { i18n } = useTranslation();
  return <JsonLdScript build={(page) => businessJsonLd(business, { ...page, locale: i18n.language })} />;
}

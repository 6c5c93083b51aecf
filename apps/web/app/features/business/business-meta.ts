import type { BusinessDetailDto } from '@kalendo/contracts';
import type { MetaDescriptor } from 'react-router';
import { metaTranslator, pageMeta } from '../../lib/page-meta.ts';
import type { RootData } from '../../lib/root-data.ts';

/** Title, description and canonical URL of a page that shows one business. */
export function businessMeta(
  root: RootData | undefined,
  business: Pick<BusinessDetailDto, 'name' | 'description'> | undefined,
): MetaDescriptor[] {
  if (!root || !business) return [];
  const description =
    business.description.trim().slice(0, 160) ||
    metaTranslator(root)('business.metaDescription', { name: business.name });
  return pageMeta(root, { title: business.name, description });
}

import type { BusinessDetailDto } from '@kalendo/contracts';
import type { Brand } from '../../lib/root-data.ts';

/** Kalendo's own colour (SPEC §9): the top bar and browser theme everywhere but a business's own app. */
export const THEME_COLOR = '#00ACC1';

/** What the shell shows of the business whose app this is (issue 17): its app's name and icon (ADR 051). */
export function brandOf(business: BusinessDetailDto): Brand {
  return {
    name: business.appName ?? business.name,
    logo: business.logo && { id: business.logo.id, alt: business.logo.alt },
    themeColor: business.themeColor,
    iconId: business.appIcon?.id ?? null,
  };
}

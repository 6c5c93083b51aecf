import type { Locale } from '@kalendo/i18n/locales';
import { read, result } from '../api-answers.ts';
import { segment } from '../api-links.ts';
import type { TypedApi } from './typed-api.ts';

/** The business's description in each language (ADR 054): read by every member, written by owners and managers. */
export function partnerDescriptionCalls(api: TypedApi) {
  const descriptions = api.partner.businesses[':businessId'].descriptions;
  const id = (businessId: string) => ({ businessId: segment(businessId) });
  const one = (businessId: string, locale: Locale) => ({ ...id(businessId), locale });
  return {
    listDescriptions: (businessId: string) => read(descriptions.$get({ param: id(businessId) })),
    putDescription: (businessId: string, locale: Locale, text: string) =>
      result(descriptions[':locale'].$put({ param: one(businessId, locale), json: { text } })),
    removeDescription: (businessId: string, locale: Locale) =>
      result(descriptions[':locale'].$delete({ param: one(businessId, locale) })),
  };
}

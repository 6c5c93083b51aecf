import type { LocationDetailDto } from '@kalendo/contracts';
import { JsonLdScript } from '../../../lib/json-ld-script.tsx';
import { locationJsonLd } from '../location-json-ld.ts';

/** schema.org LocalBusiness of the place. */
export function LocationJsonLdScript({ location }: { location: LocationDetailDto }) {
  return <JsonLdScript build={({ url, origin }) => locationJsonLd(location, url, origin)} />;
}

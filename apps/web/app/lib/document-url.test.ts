import { describe, expect, it } from 'vitest';
import { documentUrl } from './document-url.ts';

describe('documentUrl', () => {
  it.each([
    ['http://k.test/en/pages/contacts.data?lang=de', '/en/pages/contacts?lang=de'],
    ['http://k.test/_root.data?lang=de', '/?lang=de'],
    ['http://k.test/en/home.data?_routes=routes%2Fhome', '/en/home'],
    ['http://k.test/en/home?x=1', '/en/home?x=1'],
  ])('%s → %s', (input, expected) => {
    const url = documentUrl(new Request(input));
    expect(`${url.pathname}${url.search}`).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { frameAncestorsOf, getWidgetFrameAncestors } from './widget-frame-ancestors.ts';

describe('frameAncestorsOf', () => {
  it.each([
    ['nothing named: no site', { customDomains: [], widgetOrigins: [] }, []],
    [
      'custom domains over https and listed origins, each once, sorted',
      {
        customDomains: ['book.sohobarber.example'],
        widgetOrigins: [
          'https://www.sohobarber.example',
          'http://localhost:3982',
          'https://book.sohobarber.example',
        ],
      },
      ['http://localhost:3982', 'https://book.sohobarber.example', 'https://www.sohobarber.example'],
    ],
    ['any site only when listed as such', { customDomains: ['a.example'], widgetOrigins: ['*'] }, ['*']],
    [
      'values that are not plain origins are left out; letter case is normalised',
      {
        customDomains: ['bad host'],
        widgetOrigins: [
          'https://ok.example/',
          'https://x.example/path',
          "https://a.example 'self'",
          'ftp://f.example',
          '*.example',
          'HTTPS://UP.example',
        ],
      },
      ['https://ok.example', 'https://up.example'],
    ],
  ])('%s', (_name, sites, expected) => {
    expect(frameAncestorsOf(sites)).toEqual(expected);
  });
});

describe('getWidgetFrameAncestors', () => {
  const widgetSites = {
    findByBusinessSlug: async (slug: string) =>
      slug === 'lotus' ? { customDomains: [], widgetOrigins: ['https://lotus.example'] } : null,
  };

  it("answers the business's list", async () => {
    expect(await getWidgetFrameAncestors({ widgetSites }, 'lotus')).toEqual(['https://lotus.example']);
  });

  it('is NOT_FOUND for an unknown business', async () => {
    await expect(getWidgetFrameAncestors({ widgetSites }, 'nobody')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

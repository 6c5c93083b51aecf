import type { ServiceCatalogue } from '@kalendo/contracts';
import { addMarketplaceServices, marketplaceTests } from '@kalendo/db/testing';
import { describe, expect } from 'vitest';
import { apiTestClient } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';

describe.each(await marketplaceTests())('services catalogue API on $kind', ({ it }) => {
  let api: ReturnType<typeof createTestApi>;

  it.beforeAll(async ({ marketplace }) => {
    await addMarketplaceServices(marketplace.db);
    api = createTestApi(marketplace);
  });

  async function catalogue(language: string) {
    const response = await apiTestClient(api, { language })['marketplace-services'].$get();
    expect(response.status).toBe(200);
    const catalogue: ServiceCatalogue = await response.json();
    return catalogue;
  }

  it('groups service types by category in catalogue order, counting places with an active service', async () => {
    expect((await catalogue('en')).categories).toEqual([
      {
        slug: 'hair',
        name: 'Hair',
        services: [
          { slug: 'colouring', name: 'Colouring', placeCount: 1 },
          { slug: 'haircut', name: 'Haircut', placeCount: 1 },
        ],
      },
      {
        slug: 'nails',
        name: 'Nails',
        services: [{ slug: 'gel-manicure', name: 'Gel manicure', placeCount: 0 }],
      },
    ]);
  });

  it('names categories and service types in the request language, English where one is missing', async () => {
    const bulgarian = await catalogue('bg');
    expect(bulgarian.categories.map((category) => category.name)).toEqual(['Коса', 'Нокти']);
    expect(bulgarian.categories[0]?.services.map((service) => service.name)).toEqual([
      'Боядисване',
      'Подстригване',
    ]);
    expect(bulgarian.categories[1]?.services[0]?.name).toBe('Gel manicure');
    const german = await catalogue('de-DE,de;q=0.9');
    expect(german.categories[0]?.services.map((service) => service.name)).toEqual([
      'Colouring',
      'Haarschnitt',
    ]);
  });
});

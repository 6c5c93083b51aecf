/** A service of the demo business whose form has this rule, at the business's first place. */
export async function serviceWithForm(baseURL: string, businessSlug: string, rule: string) {
  const json = async <T>(path: string) => (await (await fetch(`${baseURL}/api/v1${path}`)).json()) as T;
  const business = await json<{ locations: Array<{ slug: string }> }>(`/businesses/${businessSlug}`);
  const slug = business.locations[0]?.slug ?? '';
  const place = await json<{ serviceGroups: Array<{ services: Array<{ id: string }> }> }>(
    `/locations/${slug}`,
  );
  for (const { id } of place.serviceGroups.flatMap((group) => group.services)) {
    const forms = await json<{ items: Array<{ rule: string }> }>(`/services/${id}/forms`);
    if (forms.items.some((form) => form.rule === rule)) return { slug, serviceId: id };
  }
  throw new Error(`no service of ${businessSlug} asks a form ${rule}`);
}

/**
 * Puts the first free time (from tomorrow) of the first service of a demo business's first place into an
 * account's basket, through the API with the account's bearer login, as the marketplace's basket would hold
 * it. Answers the place's name.
 */
export async function basketItemThroughApi(
  baseURL: string,
  account: { email: string; password: string },
  businessSlug: string,
): Promise<string> {
  const json = async <T>(path: string) => (await (await fetch(`${baseURL}/api/v1${path}`)).json()) as T;
  const business = await json<{ locations: Array<{ slug: string; name: string }> }>(
    `/businesses/${businessSlug}`,
  );
  const place = business.locations[0] ?? { slug: '', name: '' };
  const detail = await json<{ serviceGroups: Array<{ services: Array<{ id: string }> }> }>(
    `/locations/${place.slug}`,
  );
  const serviceId = detail.serviceGroups[0]?.services[0]?.id ?? '';
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const free = await json<{ slots: Array<{ start: string }> }>(
    `/locations/${place.slug}/availability?service=${serviceId}&staff=any&from=${day(1)}&to=${day(14)}`,
  );
  const start = free.slots[0]?.start;
  if (!start) throw new Error(`no free time at ${place.slug} in two weeks`);
  const signIn = await fetch(`${baseURL}/api/v1/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify(account),
  });
  const token = signIn.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in refused: ${signIn.status}`);
  const added = await fetch(`${baseURL}/api/v1/me/basket/items`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL, Authorization: `Bearer ${token}` },
    body: JSON.stringify({ locationSlug: place.slug, serviceId, staffId: 'any', start }),
  });
  if (added.status !== 201) throw new Error(`the basket refused the item: ${added.status}`);
  return place.name;
}

/** A slug from a name: latin letters and digits, plus a random tail so two "Studio Nova" differ. */
export function slugFrom(name: string): string {
  const stem = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${stem || 'place'}-${crypto.randomUUID().slice(0, 8)}`;
}

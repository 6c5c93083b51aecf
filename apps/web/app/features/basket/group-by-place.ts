interface PlaceOfItem {
  locationSlug: string;
  locationName: string;
  businessName: string;
}

/** Basket items grouped by place (and so by business), places in the order their first item was added. */
export function groupByPlace<T extends PlaceOfItem>(
  items: readonly T[],
): Array<PlaceOfItem & { items: T[] }> {
  const groups = new Map<string, PlaceOfItem & { items: T[] }>();
  for (const item of items) {
    const group = groups.get(item.locationSlug);
    if (group) group.items.push(item);
    else {
      const { locationSlug, locationName, businessName } = item;
      groups.set(locationSlug, { locationSlug, locationName, businessName, items: [item] });
    }
  }
  return [...groups.values()];
}

/** Whether a place's name leaves out its business's ("Lotus" for "Studio Nord"), so both are worth showing. */
export function needsBusinessName(place: { locationName: string; businessName: string }): boolean {
  return !place.locationName.toLocaleLowerCase().includes(place.businessName.toLocaleLowerCase());
}

import type { MyAppointmentDto } from '@kalendo/contracts';
import type { ApiClient } from '../../platform/api-client.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_PAGES = 10;

/** The ids of a confirmation URL's `ids` parameter (comma-separated, at most ten, well-formed only). */
export function appointmentIdsOf(value: string | null): string[] {
  return [...new Set((value ?? '').split(','))].filter((id) => UUID.test(id)).slice(0, 10);
}

/** The signed-in user's upcoming appointments with these ids, in the order of the ids. */
export async function findBookedAppointments(
  api: ApiClient,
  ids: readonly string[],
): Promise<MyAppointmentDto[]> {
  const found = new Map<string, MyAppointmentDto>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES && found.size < ids.length; page++) {
    const { items, nextCursor } = await api.listMyAppointments('upcoming', cursor);
    for (const item of items) if (ids.includes(item.id)) found.set(item.id, item);
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

import type { BeforeBookingFormsDto } from '@kalendo/contracts';
import type { ApiClient } from '../../lib/api-client.ts';
import type { ShellUser } from '../../lib/request-context.ts';

/** A form an item asks before booking, with the user's completed response (null: to fill). */
export type BeforeBookingForm = Pick<BeforeBookingFormsDto['items'][number], 'formId' | 'responseId'>;

export interface BasketForms {
  services: BeforeBookingFormsDto['items'];
  classes: BeforeBookingFormsDto['classes'];
}

/** A guest's forms: each service's or class's public forms asked before booking, none filled yet. */
async function publicBeforeBookingForms<T>(
  ids: readonly string[],
  list: (id: string) => Promise<{ items: Array<{ formId: string; rule: string }> }>,
  keyed: (id: string, formId: string) => T,
): Promise<T[]> {
  const perItem = await Promise.all(
    ids.map(async (id) =>
      (await list(id)).items
        .filter((form) => form.rule === 'before-booking')
        .map((form) => keyed(id, form.formId)),
    ),
  );
  return perItem.flat();
}

/**
 * Which of the basket's services and classes ask a form before booking (issue 19, ADR 026). A signed-in
 * user's come with the completed response checkout will use; a guest's from each service's or class's public
 * forms, none filled yet (the form is filled once signed in, as checkout is).
 */
export async function beforeBookingForms(
  api: ApiClient,
  user: ShellUser | null,
  serviceIds: readonly string[],
  classIds: readonly string[],
): Promise<BasketForms> {
  if (serviceIds.length === 0 && classIds.length === 0) return { services: [], classes: [] };
  if (user) {
    const forms = await api.listBeforeBookingForms([...serviceIds], [...classIds]);
    return { services: forms.items, classes: forms.classes };
  }
  const [services, classes] = await Promise.all([
    publicBeforeBookingForms(serviceIds, api.listServiceForms, (serviceId, formId) => ({
      serviceId,
      formId,
      responseId: null,
    })),
    publicBeforeBookingForms(classIds, api.listClassForms, (classId, formId) => ({
      classId,
      formId,
      responseId: null,
    })),
  ]);
  return { services, classes };
}

/** The form this basket item asks before booking, if any (a class's by its class, a service's by its service). */
export function formOfItem(
  forms: BasketForms,
  item: { kind: 'service' | 'class'; serviceId: string; classId: string | null },
): BeforeBookingForm | undefined {
  if (item.kind === 'class') return forms.classes.find((form) => form.classId === item.classId);
  return forms.services.find((form) => form.serviceId === item.serviceId);
}

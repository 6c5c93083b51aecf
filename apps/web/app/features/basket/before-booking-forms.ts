import type { BeforeBookingFormsDto } from '@kalendo/contracts';
import type { ApiClient } from '../../lib/api-client.ts';
import type { ShellUser } from '../../lib/request-context.ts';

export type BeforeBookingForm = BeforeBookingFormsDto['items'][number];

/**
 * Which of the basket's services ask a form before booking (issue 19). A signed-in user's come with the
 * completed response checkout will use; a guest's from each service's public forms, none filled yet (the
 * form is filled once signed in, as checkout is).
 */
export async function beforeBookingForms(
  api: ApiClient,
  user: ShellUser | null,
  serviceIds: readonly string[],
): Promise<BeforeBookingForm[]> {
  if (serviceIds.length === 0) return [];
  if (user) return (await api.listBeforeBookingForms([...serviceIds])).items;
  const perService = await Promise.all(
    serviceIds.map(async (serviceId) =>
      (await api.listServiceForms(serviceId)).items
        .filter((form) => form.rule === 'before-booking')
        .map((form) => ({ serviceId, formId: form.formId, responseId: null })),
    ),
  );
  return perService.flat();
}

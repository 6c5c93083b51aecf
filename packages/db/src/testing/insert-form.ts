import type { FormDefinition, FormRule } from '@kalendo/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { forms, formVersions, services } from '../schema/index.ts';

/** A form of the service's business in its version 1, asked by these services under `rule`. */
export async function insertForm(
  db: Db,
  input: {
    serviceIds: string[];
    rule: FormRule;
    definition: FormDefinition;
    dueHoursBefore?: number;
    validMonths?: number;
  },
) {
  const [service] = await db
    .select({ businessId: services.businessId })
    .from(services)
    .where(eq(services.id, input.serviceIds[0] ?? ''));
  if (!service) throw new Error('insertForm: no such service');
  const [form] = await db
    .insert(forms)
    .values({
      businessId: service.businessId,
      name: Object.values(input.definition.title)[0] ?? 'Form',
      rule: input.rule,
      dueHoursBefore: input.dueHoursBefore ?? 24,
      validMonths: input.validMonths ?? 12,
    })
    .returning();
  const formId = form?.id ?? '';
  await db.insert(formVersions).values({ formId, version: 1, definition: input.definition });
  await db.update(services).set({ requiredFormId: formId }).where(inArray(services.id, input.serviceIds));
  return formId;
}

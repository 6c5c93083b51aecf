import type { FormDefinition, FormRule } from '@kalendo/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { classes, forms, formVersions, services } from '../schema/index.ts';

/**
 * A form of the business of these services (or classes) in its version 1, asked by them under `rule`.
 */
export async function insertForm(
  db: Db,
  input: {
    serviceIds?: string[];
    classIds?: string[];
    rule: FormRule;
    definition: FormDefinition;
    dueHoursBefore?: number;
    validMonths?: number;
  },
) {
  const serviceIds = input.serviceIds ?? [];
  const classIds = input.classIds ?? [];
  const [owner] = serviceIds[0]
    ? await db
        .select({ businessId: services.businessId })
        .from(services)
        .where(eq(services.id, serviceIds[0]))
    : await db
        .select({ businessId: classes.businessId })
        .from(classes)
        .where(eq(classes.id, classIds[0] ?? ''));
  if (!owner) throw new Error('insertForm: no such service or class');
  const [form] = await db
    .insert(forms)
    .values({
      businessId: owner.businessId,
      name: Object.values(input.definition.title)[0] ?? 'Form',
      rule: input.rule,
      dueHoursBefore: input.dueHoursBefore ?? 24,
      validMonths: input.validMonths ?? 12,
    })
    .returning();
  const formId = form?.id ?? '';
  await db.insert(formVersions).values({ formId, version: 1, definition: input.definition });
  if (serviceIds.length > 0)
    await db.update(services).set({ requiredFormId: formId }).where(inArray(services.id, serviceIds));
  if (classIds.length > 0)
    await db.update(classes).set({ requiredFormId: formId }).where(inArray(classes.id, classIds));
  return formId;
}

import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from './locales.ts';
import { NAMESPACES, resources } from './resources.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

function leafValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.values(value as object).flatMap(leafValues);
}

describe.each(SUPPORTED_LOCALES)('%s translations', (locale) => {
  it.each(NAMESPACES)('have every key of English in %s', (namespace) => {
    const english = new Set(leafKeys(resources.en[namespace]).map((k) => k.replace(PLURAL_SUFFIX, '')));
    const own = new Set(leafKeys(resources[locale][namespace]).map((k) => k.replace(PLURAL_SUFFIX, '')));
    expect([...own].sort()).toEqual([...english].sort());
  });

  it.each(NAMESPACES)('have every plural form the language needs in %s', (namespace) => {
    const keys = leafKeys(resources[locale][namespace]);
    const plurals = new Set(
      keys.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')),
    );
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const base of plurals) {
      for (const category of categories) expect(keys).toContain(`${base}_${category}`);
    }
  });

  it.each(NAMESPACES)('have no empty strings and keep the same placeholders in %s', (namespace) => {
    const values = leafValues(resources[locale][namespace]);
    expect(values.every((v) => v.trim().length > 0)).toBe(true);
    const placeholders = (messages: unknown) =>
      new Set(leafValues(messages).flatMap((v) => v.match(/{{\w+}}/g) ?? []));
    expect([...placeholders(resources[locale][namespace])].sort()).toEqual(
      [...placeholders(resources.en[namespace])].sort(),
    );
  });
});

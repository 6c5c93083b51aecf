import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));

const appFiles = readdirSync(APP_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({
    name: relative(APP_DIR, join(APP_DIR, file)),
    text: readFileSync(join(APP_DIR, file), 'utf8'),
  }));

describe('pages format dates, numbers and lists through @kalendo/i18n/intl-formats (ADR 025)', () => {
  it('builds no Intl formatter of its own: a Macedonian page would hydrate with English text', () => {
    expect(appFiles.length).toBeGreaterThan(100);
    const offenders = appFiles
      .filter((file) =>
        /new Intl\.(?:DateTimeFormat|NumberFormat|ListFormat|RelativeTimeFormat)\(/.test(file.text),
      )
      .map((file) => file.name);
    expect(offenders).toEqual([]);
  });

  it('also formats no date or number with toLocaleString and its kin', () => {
    const offenders = appFiles
      .filter((file) => /\.toLocale(?:Date|Time)?String\(/.test(file.text))
      .map((file) => file.name);
    expect(offenders).toEqual([]);
  });
});

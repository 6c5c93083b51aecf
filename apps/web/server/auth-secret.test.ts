import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret.ts';

const dir = mkdtempSync(join(tmpdir(), 'kalendo-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when set', () => {
    expect(resolveAuthSecret({ AUTH_SECRET: 'x'.repeat(40), DATA_DIR: dir })).toBe('x'.repeat(40));
  });

  it('generates a secret once, private to its owner, and keeps it', () => {
    const first = resolveAuthSecret({ DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(resolveAuthSecret({ DATA_DIR: dir })).toBe(first);
    expect(statSync(join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
  });
});

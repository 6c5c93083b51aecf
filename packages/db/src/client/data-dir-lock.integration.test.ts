import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './create-db.ts';
import { DataDirLockedError } from './data-dir-lock.ts';

const dir = mkdtempSync(join(tmpdir(), 'kalendo-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PGlite data directory lock', () => {
  it('refuses a second opening of the same directory with an error naming it, and frees it on close', async () => {
    const first = await createDb({ dataDir: dir });
    const error = await createDb({ dataDir: dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(dir);
    expect((error as DataDirLockedError).holderPid).toBe(process.pid);
    await first.close();
    const again = await createDb({ dataDir: dir });
    await again.ping();
    await again.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    writeFileSync(join(dir, 'kalendo.lock'), '2147483646');
    const database = await createDb({ dataDir: dir });
    await database.ping();
    await database.close();
  });
});

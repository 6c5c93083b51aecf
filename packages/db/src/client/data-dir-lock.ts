import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly holderPid: number;

  constructor(dataDir: string, holderPid: number) {
    super(
      `The embedded database in "${dataDir}" is already open in another process (pid ${holderPid}). ` +
        'PGlite allows one process per data directory: stop that process, choose another DATA_DIR, ' +
        'or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.holderPid = holderPid;
  }
}

const LOCK_FILE = 'kalendo.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on a PGlite data directory (a pid file created with O_EXCL).
 * A lock left behind by a process that no longer runs is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(holder) && isAlive(holder)) throw new DataDirLockedError(dir, holder);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the database directory "${dir}".`);
}

import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { isDriverFault, survivingDriverFaults } from './database-driver-faults.ts';

/** The TypeError postgres.js 3.4.9 throws from its write timer on a connection PostgreSQL dropped. */
function nextWriteOnClosedSocket(): TypeError {
  const error = new TypeError("Cannot read properties of null (reading 'write')");
  error.stack = `TypeError: Cannot read properties of null (reading 'write')
    at Immediate.nextWrite (file:///srv/kalendo/node_modules/postgres/src/connection.js:255:22)
    at process.processImmediate (node:internal/timers:574:21)`;
  return error;
}

const destroyed = () =>
  Object.assign(new Error('write CONNECTION_DESTROYED 127.0.0.1:5432'), { code: 'CONNECTION_DESTROYED' });

describe('faults of the database driver after a lost connection', () => {
  it('are told from every other error', () => {
    expect(isDriverFault(nextWriteOnClosedSocket())).toBe(true);
    expect(isDriverFault(destroyed())).toBe(true);
    expect(isDriverFault(new TypeError("Cannot read properties of null (reading 'write')"))).toBe(false);
    const ours = new TypeError('x is undefined');
    ours.stack =
      'TypeError: x is undefined\n    at render (file:///srv/kalendo/apps/web/build/server/index.js:1:1)';
    expect(isDriverFault(ours)).toBe(false);
    expect(isDriverFault(new Error('boom'))).toBe(false);
  });

  it('are logged and the server serves on; any other uncaught error still ends the process', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const exit = vi.fn();
    const faults = survivingDriverFaults(logger, exit);
    faults.uncaughtException(nextWriteOnClosedSocket());
    faults.unhandledRejection(destroyed());
    expect(exit).not.toHaveBeenCalled();
    expect(lines.map((line) => JSON.parse(line).level)).toEqual([40, 40]);
    faults.unhandledRejection(new Error('a bug of ours'));
    expect(exit).toHaveBeenCalledWith(1);
    expect(JSON.parse(lines[2] ?? '{}')).toMatchObject({ level: 60, msg: 'unhandled rejection: exiting' });
  });
});

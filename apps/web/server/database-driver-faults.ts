import { isDatabaseUnavailable } from '@kalendo/db';
import type { Logger } from './logger.ts';

/**
 * postgres.js 3.4.9 (the newest) can throw from its own timers when PostgreSQL drops its connections
 * while queries are being written (under load, the server's connections terminated): `nextWrite` runs on
 * a connection whose socket it has already cleared (`TypeError: Cannot read properties of null (reading
 * 'write')` in `postgres/src/connection.js`), and a query it cuts off can reject with nobody waiting for it
 * (`CONNECTION_DESTROYED` when a client is renewed after an outage). Either ended the whole process, taking
 * every page down with one lost connection. The pool recovers by itself (the outage gate answers 503
 * meanwhile, and the ping renews the client): those two faults are logged and the server goes on. Any
 * other uncaught error or rejection still ends the process, as Node would.
 */
export function isDriverFault(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  const stack = error instanceof TypeError ? (error.stack ?? '') : '';
  return /node_modules[\\/]postgres[\\/]src[\\/]connection\.js/.test(stack.split('\n')[1] ?? '');
}

export function survivingDriverFaults(logger: Logger, exit: (code: number) => void = process.exit) {
  const handle = (kind: string) => (error: unknown) => {
    if (isDriverFault(error)) {
      logger.warn({ err: error }, `database driver fault (${kind}) after a lost connection: serving on`);
      return;
    }
    logger.fatal({ err: error }, `${kind}: exiting`);
    logger.flush();
    exit(1);
  };
  return {
    uncaughtException: handle('uncaught exception'),
    unhandledRejection: handle('unhandled rejection'),
  };
}

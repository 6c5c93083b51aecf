const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // PostgreSQL SQLSTATEs: connection exceptions (08…) and operator intervention (57P…).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

function hasCode(error: unknown, matches: (code: string) => boolean): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && matches(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** True when an error means the database cannot be reached right now (as opposed to a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return hasCode(error, (code) => CONNECTION_ERROR_CODES.has(code));
}

/**
 * A connection that could not be opened in time. When the database answers meanwhile, that connection
 * is broken, not the database (postgres.js can leave one that never completes its start-up again).
 */
export function isConnectTimeout(error: unknown): boolean {
  return hasCode(error, (code) => code === 'CONNECT_TIMEOUT');
}

import pino from 'pino';

export type Logger = pino.Logger;

/**
 * JSON logs; credentials and cookies are never written. Lines go to stdout asynchronously: under load,
 * lines written while a write is in flight leave together (one system call, not one per request), and
 * pino writes what is pending when the process exits.
 */
export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: { service: 'kalendo-web' },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}

/** Writes plain text to the log's own stream: it comes out after every line logged before it. */
export function writePlainText(logger: Logger, text: string): void {
  const streams = logger as unknown as Record<symbol, { write(text: string): unknown }>;
  streams[pino.symbols.streamSym]?.write(text);
}

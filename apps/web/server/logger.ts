import pino, { type DestinationStream } from 'pino';
import { scrubPersonalData } from '../app/platform/error-reporting/scrub-personal-data.ts';

export type Logger = pino.Logger;

/**
 * JSON logs; credentials and cookies are never written, and errors are scrubbed of personal data. Lines go to stdout asynchronously: under load,
 * lines written while a write is in flight leave together (one system call, not one per request), and
 * pino writes what is pending when the process exits.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'kalendo-web' },
      // An error's message may quote what a visitor typed (a database error quotes the values): scrubbed
      // of emails, tokens and query values as error reports are (ADR 021).
      serializers: { err: (error: Error) => scrubPersonalData(pino.stdSerializers.err(error)) },
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
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** Writes plain text to the log's own stream: it comes out after every line logged before it. */
export function writePlainText(logger: Logger, text: string): void {
  const streams = logger as unknown as Record<symbol, { write(text: string): unknown }>;
  streams[pino.symbols.streamSym]?.write(text);
}

import pino from 'pino';

export type Logger = pino.Logger;

/** JSON logs; credentials and cookies are never written. */
export function createLogger(level: string): Logger {
  return pino({
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
  });
}

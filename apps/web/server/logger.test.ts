import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function captured() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

describe('createLogger', () => {
  it('writes the request id and no credentials, cookies or personal data of an error', () => {
    const { lines, logger } = captured();
    const error = new Error(
      'Failed query: insert into users values ($1)\nparams: ana@example.com,Ana Petrova',
    );
    logger.error(
      {
        reqId: 'r-1',
        err: error,
        req: { headers: { authorization: 'Bearer s3cret', cookie: 'session=s3cret' } },
        user: { password: 'pa55word' },
      },
      'unhandled server error',
    );
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({ reqId: 'r-1', msg: 'unhandled server error', err: { type: 'Error' } });
    expect(lines[0]).not.toMatch(/s3cret|pa55word|ana@example\.com|Ana Petrova/);
  });
});

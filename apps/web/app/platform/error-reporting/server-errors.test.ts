import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cameFromServer, handleServerError } from './server-errors.ts';

const request = () => new Request('https://kalendo.test/en/basket', { method: 'POST' });

/** Runs `handleServerError` and returns what it logged and reported. */
function handled(error: unknown, page = request()) {
  const reported: unknown[] = [];
  const logged: unknown[] = [];
  handleServerError(
    error,
    page,
    (e) => reported.push(e),
    (e) => logged.push(e),
  );
  return { reported, logged };
}

describe('handleServerError', () => {
  it('reports a loader, action or render error once, and logs it', () => {
    const error = new Error('the page broke');
    expect(handled(error)).toEqual({ reported: [error], logged: [error] });
  });

  it('does not report the API’s refusal again: a thrown error response was reported by the API', () => {
    // What React Router makes of a page's `throw data(…, { status: 500 })` on an API 5xx (routeFailure).
    const refusal = new ErrorResponseImpl(500, 'Internal Server Error', { code: 'INTERNAL' });
    expect(handled(refusal)).toEqual({ reported: [], logged: [] });
  });

  it('reports the error inside an error response React Router made of a thrown error', () => {
    const inner = new Error('inside');
    const wrapped = new ErrorResponseImpl(500, 'Internal Server Error', '', true);
    (wrapped as unknown as { error?: unknown }).error = inner;
    expect(handled(wrapped).reported).toEqual([inner]);
  });

  it('does not report a request the browser gave up on', () => {
    const controller = new AbortController();
    const page = new Request('https://kalendo.test/en/home', { signal: controller.signal });
    controller.abort();
    expect(handled(new Error('aborted'), page)).toEqual({ reported: [], logged: [] });
  });
});

describe('cameFromServer', () => {
  it('tells a server error as the browser receives it from one thrown in the browser', () => {
    const fromServer = new Error('Unexpected Server Error');
    fromServer.stack = undefined;
    expect(cameFromServer(fromServer)).toBe(true);
    const hydrated = new Error('Unexpected Server Error');
    hydrated.stack = '';
    expect(cameFromServer(hydrated)).toBe(true);
    expect(cameFromServer(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(cameFromServer(new Error('Unexpected Server Error'))).toBe(false);
  });
});

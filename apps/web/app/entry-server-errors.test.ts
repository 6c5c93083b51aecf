import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { handleError, requestContext } from './entry.server.tsx';
import type { RequestContextValue } from './lib/request-context.ts';

describe('entry.server handleError', () => {
  it('hands a page’s error to the error reporting of the request’s context, once', () => {
    const reported: unknown[] = [];
    const context = new RouterContextProvider();
    context.set(requestContext, {
      reportError: (error: unknown) => reported.push(error),
    } as unknown as RequestContextValue);
    const error = new Error('the loader broke');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      handleError(error, { request: new Request('https://kalendo.test/en/home'), params: {}, context });
      // Thrown before the server handed its context: logged, and nothing to report with.
      handleError(error, {
        request: new Request('https://kalendo.test/en/home'),
        params: {},
        context: new RouterContextProvider(),
      });
      expect(log).toHaveBeenCalledTimes(2);
    } finally {
      log.mockRestore();
    }
    expect(reported).toEqual([error]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { earlyMessagesFetch } from '../platform/messages-early-fetch.ts';
import { loadedMessages, loadMessages, messagesOf, messagesUrl, provideMessages } from './messages.ts';

const GERMAN = { greeting: 'Hallo' } as never;

function answering(...answers: Array<Response | Error>) {
  const fetcher = vi.fn(async (_url: string | URL | Request) => {
    const next = answers.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no more answers');
    return next;
  });
  return fetcher as unknown as typeof fetch & typeof fetcher;
}

describe("a language's messages (issue 14: a file of their own, not part of every document)", () => {
  it('are a hashed file per language', () => {
    expect(messagesUrl('de')).toMatch(/common.*\.json$/);
    expect(messagesUrl('de')).not.toBe(messagesUrl('fr'));
  });

  it('are fetched once, then answered from memory', async () => {
    const fetcher = answering(Response.json(GERMAN));
    expect(await loadMessages('de', fetcher)).toEqual(GERMAN);
    expect(await loadMessages('de', fetcher)).toEqual(GERMAN);
    expect(messagesOf('de')).toEqual(GERMAN);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toBe(messagesUrl('de'));
  });

  it('are tried once more after a failed fetch (SPEC §9)', async () => {
    const fetcher = answering(new TypeError('offline'), Response.json(GERMAN));
    expect(await loadMessages('es', fetcher)).toEqual(GERMAN);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('reject after two failures, and are fetched anew the next time', async () => {
    const failing = answering(new Response('', { status: 503 }), new TypeError('offline'));
    await expect(loadMessages('it', failing)).rejects.toThrow('offline');
    expect(loadedMessages('it')).toBeUndefined();
    expect(() => messagesOf('it')).toThrow();
    const working = answering(Response.json(GERMAN));
    expect(await loadMessages('it', working)).toEqual(GERMAN);
  });

  it("are the server's own copy when it provides them, without a fetch", async () => {
    const fetcher = answering();
    provideMessages('tr', GERMAN);
    expect(await loadMessages('tr', fetcher)).toBe(GERMAN);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("take the head's early fetch as the first try, once, and fetch anew for a retry", async () => {
    const early = vi.fn(async () => new Response('', { status: 503 }));
    vi.stubGlobal('fetch', early);
    // What the document's inline script runs.
    new Function(earlyMessagesFetch(messagesUrl('ro')).replace('window.', 'globalThis.'))();
    const fetcher = answering(Response.json(GERMAN));
    expect(await loadMessages('ro', fetcher)).toEqual(GERMAN);
    expect(early).toHaveBeenCalledWith(messagesUrl('ro'));
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it("leave an early fetch of another language's file alone", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ other: true })),
    );
    new Function(earlyMessagesFetch(messagesUrl('bg')).replace('window.', 'globalThis.'))();
    const fetcher = answering(Response.json(GERMAN));
    expect(await loadMessages('ru', fetcher)).toEqual(GERMAN);
    expect(fetcher).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

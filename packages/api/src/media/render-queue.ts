/** The queue is full: the caller answers 503 with `Retry-After` rather than wait. */
export class RenderQueueFullError extends Error {
  constructor() {
    super('image render queue is full');
    this.name = 'RenderQueueFullError';
  }
}

export interface RenderQueueOptions {
  /** Renders at once (each takes one of libuv's threads, which the database and crypto need too). */
  concurrency: number;
  /** Renders waiting their turn; one more is refused. */
  maxQueued: number;
}

/**
 * Bounded work for CPU-heavy renders: at most `concurrency` run, at most `maxQueued` wait, the rest are
 * refused at once. Requests for the same key share one render.
 */
export function createRenderQueue({ concurrency, maxQueued }: RenderQueueOptions) {
  let active = 0;
  const waiting: Array<() => void> = [];
  const inFlight = new Map<string, Promise<unknown>>();

  const next = () => {
    active -= 1;
    waiting.shift()?.();
  };
  const slot = (): Promise<void> => {
    if (active < concurrency) {
      active += 1;
      return Promise.resolve();
    }
    if (waiting.length >= maxQueued) return Promise.reject(new RenderQueueFullError());
    return new Promise((resolve) => {
      waiting.push(() => {
        active += 1;
        resolve();
      });
    });
  };

  return {
    run<T = Buffer>(key: string, render: () => Promise<T>): Promise<T> {
      const shared = inFlight.get(key);
      if (shared) return shared as Promise<T>;
      const result = slot().then(() => render().finally(next));
      inFlight.set(key, result);
      const forget = () => inFlight.delete(key);
      result.then(forget, forget);
      return result;
    },
    /** Running and waiting renders (for tests and health). */
    stats: () => ({ active, waiting: waiting.length }),
  };
}

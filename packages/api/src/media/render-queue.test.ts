import { describe, expect, it } from 'vitest';
import { createRenderQueue, RenderQueueFullError } from './render-queue.ts';

function deferred() {
  let resolve: (value: Buffer) => void = () => {};
  const promise = new Promise<Buffer>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the render queue', () => {
  it('runs at most `concurrency` renders, queues up to `maxQueued` and refuses the rest at once', async () => {
    const queue = createRenderQueue({ concurrency: 2, maxQueued: 1 });
    const renders = [deferred(), deferred(), deferred()];
    let started = 0;
    const results = renders.map((render, index) =>
      queue.run(`key-${index}`, () => {
        started += 1;
        return render.promise;
      }),
    );
    await expect(queue.run('key-4', () => Promise.resolve(Buffer.from('x')))).rejects.toBeInstanceOf(
      RenderQueueFullError,
    );
    await Promise.resolve();
    expect(started).toBe(2);
    expect(queue.stats()).toEqual({ active: 2, waiting: 1 });
    renders[0]?.resolve(Buffer.from('a'));
    await results[0];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toBe(3);
    renders[1]?.resolve(Buffer.from('b'));
    renders[2]?.resolve(Buffer.from('c'));
    expect((await Promise.all(results)).map(String)).toEqual(['a', 'b', 'c']);
    expect(queue.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it('shares one render between requests for the same key', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxQueued: 0 });
    let renders = 0;
    const render = () => {
      renders += 1;
      return new Promise<Buffer>((resolve) => setTimeout(() => resolve(Buffer.from('same')), 5));
    };
    const answers = await Promise.all([
      queue.run('k', render),
      queue.run('k', render),
      queue.run('k', render),
    ]);
    expect(renders).toBe(1);
    expect(answers.map(String)).toEqual(['same', 'same', 'same']);
  });

  it('frees the slot of a render that failed', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxQueued: 0 });
    await expect(queue.run('bad', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(String(await queue.run('good', () => Promise.resolve(Buffer.from('ok'))))).toBe('ok');
  });
});

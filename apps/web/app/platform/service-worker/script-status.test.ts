import { describe, expect, it } from 'vitest';
import { scriptStatusFromWorker } from './script-status.ts';

/** A worker that answers on the port it is given, as the service worker does. */
const answering = (answer: unknown) => ({
  postMessage: (_message: unknown, transfer: Transferable[]) =>
    (transfer[0] as MessagePort).postMessage(answer),
});

describe("the worker script's status, asked of the running worker (ADR 022)", () => {
  it("is the worker's answer", async () => {
    expect(await scriptStatusFromWorker(answering(404))).toBe(404);
    expect(await scriptStatusFromWorker(answering(200))).toBe(200);
  });

  it('is unknown without a worker, without an answer in time, or with no status in it', async () => {
    expect(await scriptStatusFromWorker(null)).toBeNull();
    expect(await scriptStatusFromWorker({ postMessage: () => {} }, 20)).toBeNull();
    expect(await scriptStatusFromWorker(answering(null))).toBeNull();
  });
});

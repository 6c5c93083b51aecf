/** How long the page waits for the worker's answer (SPEC §9's activation timeout, 10 s). */
const ANSWER_WITHIN_MS = 10_000;

/**
 * The HTTP status the deployment serves the worker script with now, as the running worker fetches it past
 * the HTTP cache (ADR 022); null without a worker, without an answer in time, or without a network. The
 * page itself sends no request here: every request of the app goes through the typed client (issue 25).
 */
export function scriptStatusFromWorker(
  worker: { postMessage(message: unknown, transfer: Transferable[]): void } | null,
  timeoutMs = ANSWER_WITHIN_MS,
): Promise<number | null> {
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), timeoutMs);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(typeof event.data === 'number' ? event.data : null);
    };
    worker.postMessage({ type: 'SCRIPT_STATUS' }, [channel.port2]);
  });
}

import { isConnectTimeout } from '@kalendo/db';

/** `Retry-After` of the answers given while the database is unreachable: about when it is checked again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export interface DatabaseAvailabilityOptions {
  /** Rejects when the database does not answer a trivial query (within its own timeout). */
  ping: () => Promise<void>;
  /** Called once when an outage is declared (e.g. drop the pool's connections, which may never answer). */
  onDown?: () => void;
  /** Called when the database answers again after an outage. */
  onUp?: () => void;
  /**
   * A connection could not be opened in time while the database answers: that connection is broken, not
   * the database (drop the pool's connections).
   */
  onBrokenConnection?: () => void;
  /** Pause between checks while the database is down (recovery is noticed within this plus a ping). */
  retryIntervalMs?: number;
  /** A successful check is trusted this long: a burst of slow requests pings once. */
  freshForMs?: number;
  now?: () => number;
}

export interface DatabaseAvailability {
  /** False from a failed check until a check succeeds again. */
  isUp(): boolean;
  /** Latency of the last successful check in milliseconds; null while down. */
  latencyMs(): number | null;
  /**
   * Calls `listener` once when the next outage is declared (at once while down); returns the function
   * that cancels it. A request listens only while it runs: nothing of it is kept after its end.
   */
  onceDown(listener: () => void): () => void;
  /** Pings now (one ping at a time, shared by concurrent callers); true when the database answered. */
  check(): Promise<boolean>;
  /** Something looks wrong (a slow request): check unless a check just succeeded. */
  suspect(): void;
  /** True at once when a check succeeded within `freshForMs`; otherwise pings now, as `check`. */
  confirm(): Promise<boolean>;
  /** A query failed for want of a connection: is the database gone, or that connection broken? */
  report(error: unknown): void;
  /** Stops the checks of an ongoing outage (tests, shutdown). */
  stop(): void;
}

/**
 * Whether the database can be reached, as a small state machine: up until a ping fails, then down and
 * pinged every `retryIntervalMs` until it answers. While down, requests are refused at once (503) rather
 * than waiting on connections that fail or never answer.
 */
export function createDatabaseAvailability(options: DatabaseAvailabilityOptions): DatabaseAvailability {
  const retryIntervalMs = options.retryIntervalMs ?? 1000;
  const freshForMs = options.freshForMs ?? 1000;
  const now = options.now ?? (() => performance.now());
  let up = true;
  let latency: number | null = null;
  let lastSuccess = Number.NEGATIVE_INFINITY;
  let checking: Promise<boolean> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  const downListeners = new Set<() => void>();

  function declareOutage() {
    const listeners = [...downListeners];
    downListeners.clear();
    for (const listener of listeners) listener();
  }

  function scheduleRetry() {
    clearTimeout(retryTimer);
    if (stopped) return;
    retryTimer = setTimeout(() => void check(), retryIntervalMs);
    retryTimer.unref?.();
  }

  function markDown() {
    latency = null;
    if (up) {
      up = false;
      declareOutage();
      options.onDown?.();
    }
    scheduleRetry();
  }

  function markUp(ms: number) {
    latency = Math.round(ms * 10) / 10;
    lastSuccess = now();
    if (up) return;
    up = true;
    clearTimeout(retryTimer);
    options.onUp?.();
  }

  /** A check succeeded recently enough to be trusted without another ping. */
  const fresh = () => now() - lastSuccess < freshForMs;

  function check(): Promise<boolean> {
    checking ??= (async () => {
      const started = now();
      try {
        await options.ping();
        markUp(now() - started);
        return true;
      } catch {
        markDown();
        return false;
      } finally {
        checking = undefined;
      }
    })();
    return checking;
  }

  return {
    isUp: () => up,
    latencyMs: () => latency,
    onceDown(listener) {
      if (!up) {
        listener();
        return () => {};
      }
      downListeners.add(listener);
      return () => downListeners.delete(listener);
    },
    check,
    confirm() {
      return up && fresh() ? Promise.resolve(true) : check();
    },
    suspect() {
      // While down the retries already check; after a success, a check is due only once it is stale.
      if (!up || fresh()) return;
      void check();
    },
    report(error) {
      void check().then((answered) => {
        if (answered && isConnectTimeout(error)) options.onBrokenConnection?.();
      });
    },
    stop() {
      stopped = true;
      clearTimeout(retryTimer);
    },
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabaseAvailability } from './database-availability.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A database whose answers the test decides. */
function fakeDatabase() {
  const state = { reachable: true, pings: 0 };
  return {
    state,
    ping: async () => {
      state.pings++;
      if (!state.reachable) throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    },
  };
}

describe('createDatabaseAvailability', () => {
  it('declares an outage on a failed ping, once, and pings every second until the database answers', async () => {
    const database = fakeDatabase();
    const onDown = vi.fn();
    const onUp = vi.fn();
    const availability = createDatabaseAvailability({
      ping: database.ping,
      onDown,
      onUp,
      now: () => Date.now(),
    });
    let declared = false;
    availability.onceDown(() => {
      declared = true;
    });

    database.state.reachable = false;
    expect(await availability.check()).toBe(false);
    expect(availability.isUp()).toBe(false);
    expect(availability.latencyMs()).toBeNull();
    await Promise.resolve();
    expect(declared).toBe(true);
    expect(onDown).toHaveBeenCalledOnce();

    const pings = database.state.pings;
    await vi.advanceTimersByTimeAsync(3000);
    expect(database.state.pings).toBe(pings + 3);
    expect(onDown).toHaveBeenCalledOnce();

    database.state.reachable = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(availability.isUp()).toBe(true);
    expect(onUp).toHaveBeenCalledOnce();
    // Up again: no more pings on their own.
    const after = database.state.pings;
    await vi.advanceTimersByTimeAsync(5000);
    expect(database.state.pings).toBe(after);
    availability.stop();
  });

  it('pings once for a burst of suspicions, and not again while the last success is fresh', async () => {
    const database = fakeDatabase();
    const availability = createDatabaseAvailability({ ping: database.ping, now: () => Date.now() });
    for (let i = 0; i < 50; i++) availability.suspect();
    await vi.advanceTimersByTimeAsync(0);
    expect(database.state.pings).toBe(1);
    for (let i = 0; i < 50; i++) availability.suspect();
    await vi.advanceTimersByTimeAsync(0);
    expect(database.state.pings).toBe(1);
    await vi.advanceTimersByTimeAsync(1500);
    availability.suspect();
    await vi.advanceTimersByTimeAsync(0);
    expect(database.state.pings).toBe(2);
  });

  it('confirms from a ping of the last second, and pings again once that is older', async () => {
    const database = fakeDatabase();
    const availability = createDatabaseAvailability({ ping: database.ping, now: () => Date.now() });
    expect(await availability.confirm()).toBe(true);
    expect(await availability.confirm()).toBe(true);
    expect(database.state.pings).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    database.state.reachable = false;
    expect(await availability.confirm()).toBe(false);
    expect(database.state.pings).toBe(2);
    availability.stop();
  });

  it('tells a listener of the next outage once, at once while down, and never after it stopped listening', async () => {
    const database = fakeDatabase();
    const availability = createDatabaseAvailability({ ping: database.ping, now: () => Date.now() });
    const kept = vi.fn();
    const cancelled = vi.fn();
    availability.onceDown(kept);
    availability.onceDown(cancelled)();
    database.state.reachable = false;
    await availability.check();
    await availability.check();
    expect(kept).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
    const whileDown = vi.fn();
    availability.onceDown(whileDown);
    expect(whileDown).toHaveBeenCalledOnce();
    database.state.reachable = true;
    await availability.check();
    const next = vi.fn();
    availability.onceDown(next);
    database.state.reachable = false;
    await availability.check();
    expect(next).toHaveBeenCalledOnce();
    availability.stop();
  });

  it('takes a connection that cannot open while the database answers for a broken connection, not an outage', async () => {
    const database = fakeDatabase();
    const onBrokenConnection = vi.fn();
    const onDown = vi.fn();
    const availability = createDatabaseAvailability({ ping: database.ping, onDown, onBrokenConnection });
    const wrapped = (code: string) => Object.assign(new Error('failed query'), { cause: { code } });
    availability.report(wrapped('CONNECT_TIMEOUT'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onBrokenConnection).toHaveBeenCalledOnce();
    // Another connection failure with the database answering: nothing to renew.
    availability.report(wrapped('ECONNRESET'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onBrokenConnection).toHaveBeenCalledOnce();
    // The database itself gone: an outage, not a broken connection.
    database.state.reachable = false;
    availability.report(wrapped('CONNECT_TIMEOUT'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onBrokenConnection).toHaveBeenCalledOnce();
    expect(onDown).toHaveBeenCalledOnce();
    availability.stop();
  });
});

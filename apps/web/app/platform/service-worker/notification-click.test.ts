import { describe, expect, it } from 'vitest';
import { openNotificationTarget } from './notification-click.ts';

const ORIGIN = 'https://kalendo.app';

/** A worker's clients whose first window fails to open when `failFirst`. */
function deps(failFirst: boolean) {
  const opened: string[] = [];
  const reported: Array<[unknown, string]> = [];
  return {
    opened,
    reported,
    origin: ORIGIN,
    openWindow: async (url: string) => {
      if (failFirst && opened.length === 0) {
        opened.push(`failed ${url}`);
        throw new TypeError('Failed to open a window');
      }
      opened.push(url);
      return {};
    },
    report: async (error: unknown, url: string) => {
      reported.push([error, url]);
    },
  };
}

describe('openNotificationTarget', () => {
  it('opens the action’s page on this site without reporting anything', async () => {
    const clients = deps(false);
    await openNotificationTarget('/en/appointments', clients);
    expect(clients.opened).toEqual([`${ORIGIN}/en/appointments`]);
    expect(clients.reported).toEqual([]);
  });

  it('reports a navigation that fails and falls back to /home (SPEC §8)', async () => {
    const clients = deps(true);
    await openNotificationTarget('/en/forms/f1', clients);
    expect(clients.opened).toEqual([`failed ${ORIGIN}/en/forms/f1`, `${ORIGIN}/home`]);
    expect(clients.reported).toHaveLength(1);
    expect(clients.reported[0]?.[1]).toBe(`${ORIGIN}/en/forms/f1`);
    expect(String(clients.reported[0]?.[0])).toContain('Failed to open a window');
  });

  it('opens /home for another site’s address or none', async () => {
    const clients = deps(false);
    await openNotificationTarget('https://evil.example/phish', clients);
    await openNotificationTarget(undefined, clients);
    expect(clients.opened).toEqual([`${ORIGIN}/home`, `${ORIGIN}/home`]);
  });
});

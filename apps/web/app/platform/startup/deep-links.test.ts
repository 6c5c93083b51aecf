import { describe, expect, it } from 'vitest';
import { followDeepLink } from './deep-links.ts';

function deps(navigate: (path: string) => void | Promise<void> = () => {}) {
  const visited: string[] = [];
  const reported: unknown[] = [];
  return {
    visited,
    reported,
    origin: 'https://kalendo.app',
    fallback: '/bg/home',
    navigate: async (path: string) => {
      visited.push(path);
      await navigate(path);
    },
    report: (error: unknown) => reported.push(error),
  };
}

describe('followDeepLink', () => {
  it('opens the page of a link to the site, with its query and fragment', async () => {
    const app = deps();
    await followDeepLink('https://kalendo.app/en/location/lotus-center/book?service=s1#times', app);
    expect(app.visited).toEqual(['/en/location/lotus-center/book?service=s1#times']);
    expect(app.reported).toEqual([]);
  });

  it('reports a navigation that fails (SPEC §8) and opens the home page instead', async () => {
    const app = deps((path) =>
      path === '/bg/home' ? undefined : Promise.reject(new Error('the route module failed to load')),
    );
    await followDeepLink('https://kalendo.app/en/appointments', app);
    expect(app.reported).toHaveLength(1);
    expect(String(app.reported[0])).toContain('the route module failed to load');
    expect(app.visited).toEqual(['/en/appointments', '/bg/home']);
  });

  it('reports a link that is not one of the site’s pages, and opens the home page', async () => {
    const app = deps();
    await followDeepLink('https://elsewhere.example/en/home', app);
    await followDeepLink('not a link', app);
    expect(app.visited).toEqual(['/bg/home', '/bg/home']);
    expect(app.reported).toHaveLength(2);
  });

  it('reports a home page that fails to open too, and throws nothing', async () => {
    const app = deps(() => Promise.reject(new Error('offline')));
    await followDeepLink('https://kalendo.app/en/appointments', app);
    expect(app.reported).toHaveLength(2);
  });
});

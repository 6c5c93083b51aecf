import { describe, expect, it } from 'vitest';
import { renderOfflinePage } from './offline-page.ts';
import { precacheList, renderServiceWorker } from './service-worker-script.ts';

describe('the service worker of a deployment (ADR 022)', () => {
  const files = [
    '/assets/app-1a2b.css',
    '/assets/root-3c4d.js',
    '/assets/common-5e6f.json',
    '/assets/photo.webp',
    '/icons/icon-192.png',
    '/icons/apple-splash-750x1334.png',
    '/favicon.svg',
    '/robots.txt',
  ];

  it('precaches the shell (hashed assets without a revision, others with the version) and the offline pages', () => {
    expect(precacheList(files, 'v2', ['en', 'bg'])).toEqual([
      { url: '/assets/app-1a2b.css', revision: null },
      { url: '/assets/common-5e6f.json', revision: null },
      { url: '/assets/root-3c4d.js', revision: null },
      { url: '/favicon.svg', revision: 'v2' },
      { url: '/icons/icon-192.png', revision: 'v2' },
      { url: '/offline?lang=en', revision: 'v2' },
      { url: '/offline?lang=bg', revision: 'v2' },
    ]);
  });

  it('is a new script for every deployment: version and precache list in front of the bundle', () => {
    const first = renderServiceWorker('/*bundle*/', 'v1', precacheList(files, 'v1', ['en']), ['en']);
    const next = renderServiceWorker('/*bundle*/', 'v2', precacheList(files, 'v2', ['en']), ['en']);
    expect(first).toContain('const VERSION = "v1";');
    expect(first.endsWith('/*bundle*/')).toBe(true);
    expect(next).not.toBe(first);
  });

  it('carries the deployment’s error reporting for the worker’s own reports, or null without a DSN', () => {
    const reporting = {
      dsn: 'https://key@errors.example.org/7',
      environment: 'production',
      release: 'kalendo@1+b',
    };
    const configured = renderServiceWorker('/*bundle*/', 'v1', [], ['en'], reporting);
    expect(configured).toContain(`const ERROR_REPORTING = ${JSON.stringify(reporting)};`);
    expect(renderServiceWorker('/*bundle*/', 'v1', [], ['en'])).toContain('const ERROR_REPORTING = null;');
  });

  it('has an offline page in each language, with no script', () => {
    const german = renderOfflinePage('de');
    expect(german).toContain('<html lang="de"');
    expect(german).toContain('<h1>Sie sind offline</h1>');
    expect(german).toContain('href="/de/appointments"');
    expect(german).not.toContain('<script');
    expect(renderOfflinePage('zz')).toContain('<h1>You are offline</h1>');
  });
});

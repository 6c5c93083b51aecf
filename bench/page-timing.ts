/// <reference lib="dom" />
import { type Browser, chromium } from '@playwright/test';
import { type BenchRow, report } from './lib/report.ts';
import { startDemoApp } from './lib/spawn-app.ts';
import { percentile } from './lib/timings.ts';
import { publicPages } from './lighthouse.ts';

/**
 * What a phone on a slow connection sees, in a real browser rather than Lighthouse's simulation: Chromium
 * with DevTools throttling (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, a 4× slower CPU, a
 * Pixel-sized screen) opens each public page with an empty cache. Reported per page, median of the runs:
 * first contentful paint, largest contentful paint, and when React has hydrated the page (ADR 009 trades
 * a little of the last for the first two).
 */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_PAGE_TIMING_RUNS ?? 5));
/** Measure a server that is already running (e.g. an older build, to compare) instead of starting one. */
const BASE_URL = process.env.BENCH_PAGE_TIMING_BASE;
/** Core Web Vitals' "good" largest contentful paint. */
const LCP_BUDGET_MS = 2500;

interface Timing {
  fcp: number;
  lcp: number;
  hydrated: number;
}

declare global {
  interface Window {
    benchLcp?: number;
    benchHydrated?: number;
  }
}

/** Runs in the page before its own scripts: records the largest paint and the moment of hydration. */
function observePage() {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated && window.benchHydrated === undefined)
      window.benchHydrated = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

async function measure(browser: Browser, url: string): Promise<Timing> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(observePage);
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: window.benchLcp ?? Number.NaN,
      hydrated: window.benchHydrated ?? Number.NaN,
    }));
  } finally {
    await context.close();
  }
}

export async function benchPageTiming(): Promise<boolean> {
  const app = BASE_URL ? undefined : await startDemoApp();
  const baseUrl = BASE_URL ?? `http://127.0.0.1:${app?.port}`;
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    const rows: BenchRow[] = [];
    for (const path of await publicPages(baseUrl)) {
      // One unmeasured visit first: the server's own caches (images, translations) are warm, as in use.
      await measure(browser, `${baseUrl}${path}`);
      const runs: Timing[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, `${baseUrl}${path}`));
      const of = (key: keyof Timing) =>
        Math.round(
          percentile(
            runs.map((timing) => timing[key]).sort((a, b) => a - b),
            50,
          ),
        );
      rows.push(
        { name: `${path}: first contentful paint`, value: of('fcp'), unit: 'ms' },
        { name: `${path}: largest contentful paint`, value: of('lcp'), unit: 'ms', budget: LCP_BUDGET_MS },
        { name: `${path}: hydrated`, value: of('hydrated'), unit: 'ms' },
      );
    }
    return report(`page-timing (throttled Chromium, median of ${RUNS})`, rows);
  } finally {
    await browser.close();
    await app?.stop();
  }
}

if (import.meta.main) await benchPageTiming();

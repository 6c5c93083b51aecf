import type { Page } from '@playwright/test';

/**
 * Performance notes of the software GL driver this machine draws the map with ("GPU stall due to
 * ReadPixels"): Chromium logs them as warnings, but they are not the page's.
 */
export const GL_DRIVER_NOTE = /\[\.WebGL-[^\]]*\]GL Driver Message/;

/**
 * What a page prints as a warning or an error from now on, and what it throws uncaught: a journey
 * expects none. `into` gathers several pages' problems in one list.
 */
export function consoleProblems(page: Page, into: string[] = []): string[] {
  page.on('console', (message) => {
    const problem = message.type() === 'warning' || message.type() === 'error';
    if (problem && !GL_DRIVER_NOTE.test(message.text())) into.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => into.push(`uncaught: ${error.message}`));
  return into;
}

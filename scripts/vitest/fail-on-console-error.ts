import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Issue 24: a unit test that makes the code print `console.error` (React's warnings about keys, `act`,
 * hydration or props; an unexpected failure logged) fails, instead of passing with noise in the output. A
 * test that expects an error spies on `console.error` itself and says so.
 */
let printed: unknown[][] = [];

beforeEach(() => {
  printed = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    printed.push(args);
  });
});

afterEach(() => {
  const seen = printed;
  printed = [];
  if (seen.length > 0)
    throw new Error(
      `console.error was called ${seen.length} time(s):\n${seen.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
});

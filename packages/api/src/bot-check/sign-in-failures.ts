/**
 * Failed sign-ins per email within a window: after `threshold` of them, signing in to that email also
 * needs a solved bot check until the window passes (SPEC §1). Kept per process, like the rate limits.
 */
export function createSignInFailures(options: { threshold: number; windowMs: number; now: () => number }) {
  const failures = new Map<string, { count: number; resetsAt: number }>();
  const current = (email: string) => {
    const entry = failures.get(email.trim().toLowerCase());
    return entry && entry.resetsAt > options.now() ? entry : undefined;
  };
  return {
    needsBotCheck: (email: string) => (current(email)?.count ?? 0) >= options.threshold,
    record(email: string) {
      const key = email.trim().toLowerCase();
      const entry = current(key) ?? { count: 0, resetsAt: options.now() + options.windowMs };
      entry.count += 1;
      failures.set(key, entry);
      if (failures.size > 10_000) {
        for (const [k, e] of failures) if (e.resetsAt <= options.now()) failures.delete(k);
      }
    },
    clear: (email: string) => failures.delete(email.trim().toLowerCase()),
  };
}

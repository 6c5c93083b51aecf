/** The p-th percentile of ascending `sorted` times (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Milliseconds to two decimals, for tables. */
export const roundMs = (ms: number) => Math.round(ms * 100) / 100;

/** Runs `work` `runs` times one after another and returns the times in milliseconds, ascending. */
export async function timeRuns(runs: number, work: (run: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work(run);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

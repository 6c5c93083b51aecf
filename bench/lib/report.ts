export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** Upper bound from DESIGN.md §5 or the issue, when there is one. */
  budget?: number;
}

/** Prints one JSON line (for machines) and a table (for people); returns whether every budget holds. */
export function report(bench: string, rows: BenchRow[]): boolean {
  const withinBudget = rows.every((row) => row.budget === undefined || row.value <= row.budget);
  console.info(JSON.stringify({ bench, at: new Date().toISOString(), withinBudget, rows }));
  // biome-ignore lint/suspicious/noConsole: a benchmark prints its results as a table for people.
  console.table(
    rows.map((row) => ({
      measure: row.name,
      value: `${row.value} ${row.unit}`,
      budget: row.budget === undefined ? '' : `≤ ${row.budget} ${row.unit}`,
      ok: row.budget === undefined ? '' : row.value <= row.budget ? 'yes' : 'NO',
    })),
  );
  return withinBudget;
}

// The bench's output: one row per flow (work, figure, floor, ratio, budget, verdict), printed as
// a table and saved as JSON in bench-results/ so a later run can be compared with this one; and
// the seconds the rows print.
import { mkdirSync, writeFileSync } from 'node:fs';

export interface BenchRow {
  flow: string;
  work: string;
  figure: string;
  floor?: string;
  ratio?: string;
  budget: string;
  pass: boolean;
  /** raw numbers for the JSON file */
  data?: Record<string, unknown>;
}

/** a duration in ms as seconds, as the rows print it */
export const secs = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

export function printReport(rows: BenchRow[]): void {
  const head = ['flow', 'work', 'figure', 'floor', 'ratio', 'budget', 'verdict'];
  const table = rows.map((r) => [r.flow, r.work, r.figure, r.floor ?? '-', r.ratio ?? '-', r.budget, r.pass ? 'PASS' : 'FAIL']);
  const widths = head.map((h, i) => Math.max([...h].length, ...table.map((row) => [...row[i]].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of table) console.log(line(row));
  mkdirSync('bench-results', { recursive: true });
  const file = `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  const json = JSON.stringify({ at: new Date().toISOString(), rows }, null, 2);
  writeFileSync(file, json);
  writeFileSync('bench-results/latest.json', json);
  console.log(`\nsaved ${file}`);
}

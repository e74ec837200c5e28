// The stages a parse worker can run on each row it reads (ParseJob.stage), by name: a job names
// one, never sends code. Only the worker imports this file, so the reading thread's spreadsheet
// reader knows nothing of what an import does with a row. (A static import: tsx, which boots
// the worker, does not resolve an extensionless dynamic import there.)
import { createStage as importRows } from '../imports/jobs/importRowStage';
import type { RowStageJob, SheetRow, StageOutput } from './protocol';

export type RowStage = (row: SheetRow) => StageOutput;

const STAGES: Record<RowStageJob['name'], (spec: never) => RowStage> = { importRows };

export function loadRowStage(job: RowStageJob): RowStage {
  const create = STAGES[job.name];
  if (!create) throw new Error(`no row stage named ${String(job.name)}`);
  return create(job.spec as never);
}

/** A stage's refusal (refusal.ts's Refused, thrown in the worker) as the message carries it. */
export function stageRefusal(e: unknown): { key: string; params?: Record<string, string | number> } | null {
  if (!(e instanceof Error) || e.name !== 'Refused') return null;
  const { key, params } = e as Error & { key?: unknown; params?: Record<string, string | number> };
  return typeof key === 'string' ? { key, params } : null;
}

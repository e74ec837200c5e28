// An import's rows normalised in the parse worker (spreadsheet/rowStages.ts), so normalising and
// parsing the next batch overlap with writing the previous one on the job's thread. The worker
// gets the job's target, parameters and lookups once; it hands the header row on as read (the
// job's thread maps it too, for the key columns and the report's headers) and sends each data
// row normalised, with its in-file duplicate already flagged.
//
// Org-unit imports stay on the job's thread: they add the units they insert to the lookups as
// they commit, so a later row can name one as its parent, which a copy in the worker never sees.
import { ImportTarget, importTarget } from '../../../shared/imports';
import type { RowStageJob, SheetRow, StageOutput } from '../../spreadsheet/protocol';
import { refuse } from '../../refusal';
import type { JobParams } from '../tables';
import { JobLookups, JobLookupsData } from './lookups';
import { SheetRowReader } from './sheetRows';
import { storageOf } from './storage';

export interface ImportRowStageSpec {
  target: string;
  params: JobParams;
  lookups: JobLookupsData;
  /** rows up to here were committed before a restart: read for the duplicate check, not sent */
  skipThrough: number;
}

/** Whether the target's rows can be normalised away from the job's thread (see above). */
export const canStageRows = (target: ImportTarget): boolean => !target.orgType;

export function importRowStageJob(spec: ImportRowStageSpec): RowStageJob {
  return { name: 'importRows', spec };
}

export function createStage(spec: ImportRowStageSpec): (row: SheetRow) => StageOutput {
  const target = importTarget(spec.target) ?? refuse('import.refused.uploadGone');
  const reader = new SheetRowReader(target, storageOf(target), spec.params, JobLookups.fromData(spec.lookups));
  const headerLine = spec.params.headerLine;
  return (row) => {
    const out = reader.read(row);
    if (row.n === headerLine) return { pass: row };
    if (!out || out.n <= spec.skipThrough) return null;
    out.raw = {};
    return { staged: out };
  };
}

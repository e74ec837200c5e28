// The zip's spreadsheet through the Excel import's own mapping and start (document 001 §2 "Field
// mapping", §5): the field match list read from the header row the upload named (jbDesc), and the
// start checking the mapping exactly as the wizard's start does ('please match all system
// required fields' when a required field is unmatched), then queueing a real Excel import job of
// the rows: repeat rule 1 overwrites, 2 skips, records found by the identity's key field. The
// photo job waits behind it (state 'waiting') and is claimed once it ends, so photos of the new
// people find them.
import { fieldError } from '../envelope';
import type { MatchField, RelationResult, StartImportBody } from '../../shared/imports';
import { importTarget } from '../../shared/imports';
import type { Db } from '../db/schema';
import type { FileStore } from '../imports/fileStore';
import { readHeaderRow } from '../imports/headers';
import { requestCancel } from '../imports/jobs';
import { rememberedMapping } from '../imports/mappings';
import { refuse } from '../refusal';
import { relationResult } from '../imports/relation';
import { startImport, StartOutcome } from '../imports/start';
import { loadUpload } from '../imports/uploads';
import type { Translate } from '../types';
import { findPhotoJob } from './jobs';
import { photoImportDb, PhotoJobRow } from './tables';

export interface MappingContext {
  db: Db;
  importFiles: FileStore;
  tenantId: string;
  userId: number;
  userName: string;
  now: Date;
  t: Translate;
}

async function mappingJob(ctx: MappingContext, key: string): Promise<PhotoJobRow & { upload_id: string }> {
  const job = await findPhotoJob(ctx.db, ctx.tenantId, key);
  if (!job.upload_id) refuse('photoImport.refused.noSheet');
  if (job.state !== 'mapping') refuse('photoImport.refused.notMapping');
  return job as PhotoJobRow & { upload_id: string };
}

export async function photoImportFields(ctx: MappingContext, key: string): Promise<RelationResult> {
  const job = await mappingJob(ctx, key);
  const upload = await loadUpload(ctx.db, ctx.tenantId, job.upload_id);
  const headers = await readHeaderRow(ctx.importFiles, upload, job.params.jbDesc);
  const remembered = await rememberedMapping(ctx.db, ctx.tenantId, upload.target.key, headers);
  return relationResult({ target: upload.target, headers, headerLine: job.params.jbDesc, numeric: upload.numericColumns, remembered }, ctx.t);
}

export async function startPhotoImport(ctx: MappingContext, key: string, matchFieldList: MatchField[]): Promise<StartOutcome> {
  const job = await mappingJob(ctx, key);
  const target = importTarget(job.identity)!;
  const keyField = target.checkFields.find((c) => c.isKey === 1)!.fieldName;
  const body: StartImportBody = {
    id: job.upload_id,
    headerLine: job.params.jbDesc,
    ruleNum: job.params.repeatRule,
    checkField: keyField,
    matchFieldList,
    // the file's names are the ones being imported
    ...(target.basicInfoHandle ? { [target.basicInfoHandle]: 1 } : {}),
  };
  const pdb = photoImportDb(ctx.db);
  // taken out of 'mapping' first, so two starts cannot both queue the rows
  const taken = await pdb.updateTable('photo_import_jobs').set({ state: 'waiting' }).where('key', '=', key).where('state', '=', 'mapping').executeTakeFirst();
  if (Number(taken.numUpdatedRows ?? 0) === 0) refuse('photoImport.refused.notMapping');
  let outcome: StartOutcome;
  try {
    outcome = await startImport(
      { db: ctx.db, files: ctx.importFiles, tenantId: ctx.tenantId, userId: ctx.userId, userName: ctx.userName, now: ctx.now, t: ctx.t },
      body,
    );
  } catch (e) {
    await pdb.updateTable('photo_import_jobs').set({ state: 'mapping' }).where('key', '=', key).where('state', '=', 'waiting').execute();
    throw e;
  }
  if (!outcome.ok) {
    await pdb.updateTable('photo_import_jobs').set({ state: 'mapping' }).where('key', '=', key).where('state', '=', 'waiting').execute();
    // the specification's words for the dialog (document 001 §5)
    if (outcome.error.reason === ctx.t('import.matchAllRequired'))
      return { ok: false, error: fieldError(ctx.t, outcome.error.field, 'mapping.matchAllRequired') };
    return outcome;
  }
  const after = await pdb.updateTable('photo_import_jobs').set({ rows_job_key: outcome.key }).where('key', '=', key).returning('state').executeTakeFirst();
  // cancelled while the rows were being queued: they go too
  if (after?.state === 'cancelled') await requestCancel(ctx.db, ctx.tenantId, outcome.key, ctx.now).catch(() => undefined);
  return { ok: true, key };
}

// The photo import tests' app: a fresh database with the small demo, a temporary DATA_DIR, the
// Excel import and photo import runners started with short polls; the photo import calls as the
// console makes them (the upload multipart and signed, the rest wrapped and signed); people with
// known identifiers; and looks at what was written (people's photo columns, the photo store).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/schema';
import type { ImportsOptions } from '../../../src/server/imports/plugin';
import type { PhotoImportsOptions } from '../../../src/server/photoImport/plugin';
import type { Identity } from '../../../src/shared/domain/people';
import type { MatchField } from '../../../src/shared/imports';
import { PHOTO_PATHS, PhotoImportData, PhotoImportStatus, PhotoUploadResult, RelationResult } from '../../../src/shared/photos/api';
import { Answer, call, callMultipart, download, makeClock, makeTestDb, Session, TestApp } from '../helpers';
import { idNumberFor } from '../imports/fixtures';
import { dataDirForSmallDemo } from '../../templates/dataFolder';

export interface PhotoAppOptions {
  photoImports?: Omit<PhotoImportsOptions, 'dataDir'>;
  imports?: Omit<ImportsOptions, 'dataDir'>;
  /** a DATA_DIR to use (and leave) instead of a fresh temporary one */
  dataDir?: string;
}

export async function buildPhotoApp(options: PhotoAppOptions = {}): Promise<TestApp> {
  const testDb = await makeTestDb({ seed: 'small' });
  const clock = makeClock();
  const dataDir = options.dataDir ?? dataDirForSmallDemo('campus-photo-import-');
  const single = testDb.kind === 'pglite';
  const app = buildApp({
    db: testDb.db,
    now: clock.now,
    dataDir,
    imports: { runner: true, singleProcess: single, ...options.imports, runnerOptions: { pollMs: 20, ...options.imports?.runnerOptions } },
    photoImports: { runner: true, singleProcess: single, ...options.photoImports, runnerOptions: { pollMs: 20, ...options.photoImports?.runnerOptions } },
  });
  await app.ready();
  return {
    app,
    db: testDb.db,
    clock,
    testDb,
    dataDir,
    async close() {
      await app.close();
      await testDb.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEFAULT_DATA: PhotoImportData = { identity: 'STUDENT', repeatRule: 1, errorRule: 1, namingRule: 3, jbDesc: 1 };

export function uploadZip(
  app: FastifyInstance,
  s: Session,
  zip: Buffer,
  data: Partial<PhotoImportData> | string = {},
  fileName = '照片.zip',
): Promise<Answer<PhotoUploadResult>> {
  const text = typeof data === 'string' ? data : JSON.stringify({ tenantId: s.tenantId, ...DEFAULT_DATA, ...data });
  return callMultipart<PhotoUploadResult>(app, s, PHOTO_PATHS.importUpload, [
    { name: 'data', value: text },
    { name: 'uploadZip', fileName, content: zip, contentType: 'application/zip' },
  ]);
}

export async function uploadOk(app: FastifyInstance, s: Session, zip: Buffer, data: Partial<PhotoImportData> = {}): Promise<PhotoUploadResult> {
  const a = await uploadZip(app, s, zip, data);
  if (a.envelope.status !== 1000) throw new Error(`upload refused: ${a.envelope.status} ${a.envelope.msg}`);
  return a.result;
}

export const progress = (app: FastifyInstance, s: Session, redisKey: string) =>
  call<PhotoImportStatus>(app, s, { url: PHOTO_PATHS.importProgress, body: { redisKey } });
export const fields = (app: FastifyInstance, s: Session, redisKey: string) =>
  call<RelationResult>(app, s, { url: PHOTO_PATHS.importFields, body: { redisKey } });
export const start = (app: FastifyInstance, s: Session, redisKey: string, matchFieldList: MatchField[]) =>
  call<{ redisKey: string }>(app, s, { url: PHOTO_PATHS.importStart, body: { redisKey, matchFieldList } });
export const cancel = (app: FastifyInstance, s: Session, redisKey: string) =>
  call<PhotoImportStatus>(app, s, { url: PHOTO_PATHS.importCancel, body: { redisKey } });
export const errorsFile = (app: FastifyInstance, s: Session, errorKey: string) =>
  download(app, s, { url: PHOTO_PATHS.importErrors, body: { errorKey, identity: 'STUDENT' } });

/** Polls until the job ends (as the dialog does, without its 3 s wait). */
export async function waitForPhotoJob(app: FastifyInstance, s: Session, key: string, timeoutMs = 60_000): Promise<Answer<PhotoImportStatus>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const a = await progress(app, s, key);
    if (!a.result || !['mapping', 'queued', 'running'].includes(a.result.state)) return a;
    if (Date.now() > until) throw new Error(`photo job ${key} still ${a.result.state}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** upload -> poll until the job ends; throws when the upload is refused. */
export async function importZip(
  app: FastifyInstance,
  s: Session,
  zip: Buffer,
  data: Partial<PhotoImportData> = {},
): Promise<{ upload: PhotoUploadResult; status: PhotoImportStatus; answer: Answer<PhotoImportStatus> }> {
  const upload = await uploadOk(app, s, zip, data);
  const answer = await waitForPhotoJob(app, s, upload.redisKey);
  return { upload, status: answer.result, answer };
}

export const sumOf = (s: PhotoImportStatus) => s.newInsertNum + s.updateNum + s.jumpNum + s.failNum;

export interface TestPerson {
  id: number;
  identifier: string;
  idNumber: string;
}

/**
 * `n` people of the identity in the tenant with known identifiers: students and graduates get a
 * student number PS<tag><i>, new students an exam number, teachers a work number, others an
 * account; everyone a valid ID number, different for every person the tests make.
 */
let nextSerial = 60_000;

export async function addPeople(db: Db, tenantId: string, identity: Identity, n: number, tag = 'A'): Promise<TestPerson[]> {
  const serialFrom = nextSerial;
  nextSerial += n;
  const column = identity === 'TEACHER' ? 'work_no' : identity === 'OTHER' ? 'account' : identity === 'NEW_STUDENT' ? 'exam_no' : 'student_no';
  const rows = Array.from({ length: n }, (_, i) => {
    const identifier = `P${tag}${String(serialFrom + i).padStart(6, '0')}`;
    return { tenant_id: tenantId, identity, name: `照片测试${i}`, id_number: idNumberFor(serialFrom + i), [column]: identifier };
  });
  const inserted = await db.insertInto('people').values(rows).returning(['id', column, 'id_number']).execute();
  return inserted.map((r) => ({ id: r.id, identifier: String((r as Record<string, unknown>)[column]), idNumber: r.id_number! }));
}

export async function photoColumns(db: Db, ids: number[]): Promise<Map<number, { photo_path: string | null; photo_updated_at: Date | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('people').select(['id', 'photo_path', 'photo_updated_at']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, { photo_path: r.photo_path, photo_updated_at: r.photo_updated_at }]));
}

/** Every file under DATA_DIR/files/photos (thumbnails included), relative to it. */
export function photoStoreFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files', 'photos');
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(root, p));
    }
  };
  walk(root);
  return out.sort();
}

export const zipUploads = (dataDir: string): string[] => {
  const dir = path.join(dataDir, 'files', 'photo-imports');
  return existsSync(dir) ? readdirSync(dir) : [];
};

// The photo export's calls as the console makes them (wrapped, signed), polling until a job
// ends, and the downloaded zip read back entry by entry with yauzl.
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import yauzl from 'yauzl';
import { ExportProgress, PHOTO_PATHS, PhotoExportBody, PhotoExportCheck, PhotoExportCount, PhotoExportCountBody } from '../../../src/shared/photos/api';
import { Answer, call, Session } from '../helpers';
import { fetchFile } from '../exports/exportApp';

export const countPhotos = (app: FastifyInstance, s: Session, body: Partial<PhotoExportCountBody>) =>
  call<PhotoExportCount>(app, s, { url: PHOTO_PATHS.exportCount, body: { identity: 'STUDENT', dataRange: 1, ...body } });

const exportBody = (body: Partial<PhotoExportBody>) => ({ identity: 'STUDENT', dataRange: 1, fileName: '学生照片', namingRule: 2, formatRule: 1, ...body });

export const checkPhotos = (app: FastifyInstance, s: Session, body: Partial<PhotoExportBody>) =>
  call<PhotoExportCheck>(app, s, { url: PHOTO_PATHS.checkExport, body: exportBody(body) });

export const startPhotos = (app: FastifyInstance, s: Session, body: Partial<PhotoExportBody>) =>
  call<{ redisKey: string }>(app, s, { url: PHOTO_PATHS.exportStart, body: exportBody(body) });

export const photoProgress = (app: FastifyInstance, s: Session, redisKey: string, url: string = PHOTO_PATHS.exportProgress) =>
  call<ExportProgress>(app, s, { url, body: { redisKey } });

export const cancelPhotos = (app: FastifyInstance, s: Session, redisKey: string) =>
  call<ExportProgress>(app, s, { url: PHOTO_PATHS.exportCancel, body: { redisKey } });

/** Polls (without the dialog's 3 s wait) until the job ends. */
export async function waitForPhotos(
  app: FastifyInstance,
  s: Session,
  key: string,
  url: string = PHOTO_PATHS.exportProgress,
  timeoutMs = 60_000,
): Promise<Answer<ExportProgress>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const a = await photoProgress(app, s, key, url);
    if (a.envelope.status !== 1000 || a.result.finished === 1) return a;
    if (Date.now() > until) throw new Error(`photo export ${key} did not end: ${JSON.stringify(a.result)}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

/** Starts a photo export and waits until it finished; throws otherwise. */
export async function photosDone(app: FastifyInstance, s: Session, body: Partial<PhotoExportBody>): Promise<ExportProgress> {
  const started = await startPhotos(app, s, body);
  if (started.envelope.status !== 1000) throw new Error(`start refused: ${started.envelope.status} ${started.envelope.msg}`);
  const done = await waitForPhotos(app, s, started.result.redisKey);
  if (done.result.state !== 'finished') throw new Error(`photo export ended ${done.result.state}: ${done.result.errorMsg}`);
  return done.result;
}

export interface ZipEntry {
  name: string;
  bytes: Buffer;
  /** 0: stored */
  compressionMethod: number;
}

export async function readZip(bytes: Buffer): Promise<ZipEntry[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(bytes, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z!))));
  const entries: ZipEntry[] = [];
  zip.on('entry', (entry: yauzl.Entry) => {
    zip.openReadStream(entry, (e, stream) => {
      if (e) throw e;
      const chunks: Buffer[] = [];
      stream!.on('data', (c: Buffer) => chunks.push(c));
      stream!.on('end', () => {
        entries.push({ name: entry.fileName, bytes: Buffer.concat(chunks), compressionMethod: entry.compressionMethod });
        zip.readEntry();
      });
    });
  });
  zip.readEntry();
  await once(zip, 'end');
  return entries;
}

/** Downloads a finished export's zip through its signed link (with the session, as the console). */
export async function downloadZip(app: FastifyInstance, s: Session, url: string) {
  const res = await fetchFile(app, s, url);
  if (res.statusCode !== 200) throw new Error(`download answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  return { res, entries: await readZip(res.rawPayload) };
}

export const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
export const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

// The photo export's writer (export kind 'photos', src/server/exports/kinds.ts): the people in
// range with a photo and the naming field, read in keyset pages; each page's pictures read from
// the photo store and brought to the asked format a few at a time (copied when they already are,
// converted by sharp otherwise), added to the zip as `<identifier>.<ext>` in the page's order once
// the zip's backlog allows (so a page is converted while the one before it is written), the count
// recorded (the poll reads it; a cancel asked for is seen there), and the event loop let go before
// the next page. A picture missing from the store or that cannot
// be decoded is left out (and logged); the export goes on.
import type { FastifyBaseLogger } from 'fastify';
import { PHOTO_FORMATS } from '../../shared/photos/naming';
import { peopleIdentity, recordProgress } from '../exports/jobRows';
import type { ExportWriter } from '../exports/kinds';
import { yieldToEventLoop } from '../jobs/pace';
import type { PhotoStore } from '../photos/store';
import { mapBounded } from '../photos/bounded';
import { FORMAT_OF_RULE, inFormat, PictureFormat } from './convert';
import { entryNamer } from './entryNames';
import { photoParamsOf } from './params';
import { ExportablePhoto, readExportable } from './people';
import { openZip, ZipSink } from './zipSink';

/** people a page: one read, a page of pictures in memory at most, one progress write */
export const PHOTO_PAGE_SIZE = 100;
/** pictures read or converted at once (libuv's pool has 4 threads) */
export const PHOTO_CONCURRENCY = 4;

export interface PhotoZipOptions {
  pageSize?: number;
  concurrency?: number;
}

async function pictureOf(store: PhotoStore, tenantId: string, photo: ExportablePhoto, target: PictureFormat, log: FastifyBaseLogger): Promise<Buffer | null> {
  let bytes: Buffer;
  try {
    bytes = await store.read(tenantId, photo.photoPath);
  } catch (e) {
    log.warn({ err: e, person: photo.id }, 'photo export: the stored picture is missing; left out');
    return null;
  }
  try {
    return await inFormat(bytes, target);
  } catch (e) {
    log.warn({ err: e, person: photo.id }, 'photo export: the stored picture cannot be converted; left out');
    return null;
  }
}

export function photoZipWriter(store: PhotoStore, o: PhotoZipOptions = {}): ExportWriter<ZipSink> {
  const pageSize = o.pageSize ?? PHOTO_PAGE_SIZE;
  const concurrency = o.concurrency ?? PHOTO_CONCURRENCY;
  return {
    open: (_ctx, _job, file) => openZip(file),

    async fill(ctx, job, workerId, sink) {
      const p = photoParamsOf(job);
      const target = FORMAT_OF_RULE[p.formatRule];
      const ext = PHOTO_FORMATS[p.formatRule];
      const nameOf = entryNamer();
      const selection = { identity: peopleIdentity(job), filters: p.filters, advancedSearch: p.advancedSearch, ids: p.ids };
      let written = 0;
      for await (const page of readExportable(ctx.db, job.tenant_id, selection, p.field, pageSize)) {
        const pictures = await mapBounded(page, concurrency, (photo) => pictureOf(store, job.tenant_id, photo, target, ctx.log));
        // the previous page drained to the disk while this one was read and converted
        await sink.room();
        const before = written;
        pictures.forEach((bytes, i) => {
          if (!bytes) return;
          sink.add(nameOf(page[i].identifier, ext), bytes, page[i].photoUpdatedAt ?? ctx.now());
          written += 1;
        });
        ctx.onRows?.(written - before);
        const cancel = await recordProgress(ctx.db, job.key, workerId, written, ctx.now());
        await ctx.afterPage?.(job, written);
        if (cancel) return 'cancelled';
        if (ctx.stopping()) return 'stopped';
        await yieldToEventLoop();
      }
      return 'finished';
    },
  };
}

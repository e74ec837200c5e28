// The photo import's zips, the store's area `photo-imports` (DATA_DIR/files/photo-imports, or the
// database with FILE_STORE=postgres): each zip under a generated name (never the uploaded one),
// staged as a local file while it streams in and is checked (store/area.ts), then kept under
// `<name>` until its job ends. Files no job names are swept (cleanup.ts, through
// src/server/files/orphans.ts).
import type { FileArea } from '../files/store/area';
import { ArchiveStore } from '../files/archiveStore';

export class ZipStore extends ArchiveStore {
  constructor(area: FileArea) {
    super(area, 'zip');
  }
}

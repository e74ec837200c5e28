// The file store as a decorator (app.fileStore): the folder (default) or PostgreSQL backing
// (backend.ts), from which each feature takes its area (imports, exports, photos, ...).
import fp from 'fastify-plugin';
import type { FileBackend, FileStoreKind } from './area';
import { openFileBackend } from './backend';

export interface FileStoreOptions {
  /** DATA_DIR: the folder backing's files, the database backing's temporary copies */
  dataDir: string;
  kind?: FileStoreKind;
}

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: FileBackend;
  }
}

export default fp<FileStoreOptions>(
  async (app, opts) => {
    app.decorate('fileStore', openFileBackend(opts.kind ?? 'folder', app.db, opts.dataDir));
  },
  { name: 'fileStore', dependencies: ['db'] },
);

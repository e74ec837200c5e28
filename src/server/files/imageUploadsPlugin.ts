// The image uploads' store under DATA_DIR/files/uploads and its hourly sweep (imageSweep.ts) as
// one decorator; their routes (src/server/routes/fileUpload: file/upload and the file address)
// are registered by app.ts.
import fp from 'fastify-plugin';
import { ImageStore } from './imageStore';
import { ImageSweepResult, sweepImageUploads } from './imageSweep';
import { SWEEP_EVERY_MS } from './limits';
import { scheduleSweep } from './schedule';

declare module 'fastify' {
  interface FastifyInstance {
    imageUploads: { store: ImageStore; sweep: () => Promise<ImageSweepResult | null> };
  }
}

export interface ImageUploadsOptions {
  dataDir: string;
  /** run the sweep at ready and every hour (main.ts; tests call it) */
  sweep?: boolean;
}

export default fp<ImageUploadsOptions>(
  async (app, opts) => {
    const store = new ImageStore(app.fileStore.area('uploads'));
    const sweep = scheduleSweep(app, {
      name: 'image upload',
      sweep: () => sweepImageUploads(app.db, store, app.now()),
      everyMs: SWEEP_EVERY_MS,
      start: opts.sweep ?? false,
      removedAny: (r) => r.unused + r.orphans > 0,
    });
    app.decorate('imageUploads', { store, sweep });
  },
  { name: 'image-uploads', dependencies: ['db', 'fileStore'] },
);

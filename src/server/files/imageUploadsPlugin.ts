// The image uploads as one decorator (the store under DATA_DIR/files/uploads) and their routes
// (src/server/routes/fileUpload: file/upload and the file address), in their own scope so only
// the upload accepts multipart bodies.
import fp from 'fastify-plugin';
import fileUploadRoutes from '../routes/fileUpload';
import { ImageStore } from './imageStore';

declare module 'fastify' {
  interface FastifyInstance {
    imageUploads: { store: ImageStore };
  }
}

export default fp<{ dataDir: string }>(
  async (app, opts) => {
    app.decorate('imageUploads', { store: new ImageStore(opts.dataDir) });
    await app.register(fileUploadRoutes);
  },
  { name: 'image-uploads', dependencies: ['db'] },
);

// The photo feature's services as one decorator: the photo store (DATA_DIR/files/photos), shared
// by the photo screen, the zip import and the photo export.
import fp from 'fastify-plugin';
import { PhotoStore } from './store';

export interface PhotosOptions {
  /** DATA_DIR: pictures go to <dataDir>/files/photos */
  dataDir: string;
}

export interface PhotoServices {
  store: PhotoStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    photos: PhotoServices;
  }
}

export default fp<PhotosOptions>(
  async (app, opts) => {
    app.decorate('photos', { store: new PhotoStore(opts.dataDir) });
  },
  { name: 'photos', dependencies: ['db'] },
);

// The photo feature's services as one decorator: the photo store (DATA_DIR/files/photos), shared
// by the photo screen, the zip import and the photo export, and the signed links an <img> loads
// a picture or its thumbnail by. The photo export is a kind of export job: its zip writer is
// handed to the export runner here (src/server/exports/kinds.ts).
import fp from 'fastify-plugin';
import { loadOrCreateSecret } from '../auth/serverSecret';
import { photoZipWriter } from '../photoExport/zipWriter';
import { PHOTO_LINK_SECRET, photoUrl, signPhotoToken } from './links';
import { PhotoStore } from './store';

export interface PhotoServices {
  store: PhotoStore;
  /** the signed url of a stored picture (or its thumbnail) of this tenant, valid about
   *  PHOTO_LINK_SECONDS from now */
  link(tenantId: string, name: string, thumb: boolean): string;
  /** the secret the links are signed with */
  linkSecret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    photos: PhotoServices;
  }
}

export default fp(
  async (app) => {
    const store = new PhotoStore(app.fileStore.area('photos'));
    const linkSecret = await loadOrCreateSecret(app.db, PHOTO_LINK_SECRET);
    app.decorate('photos', {
      store,
      linkSecret,
      link: (tenantId, name, thumb) => photoUrl(signPhotoToken(linkSecret, tenantId, name, thumb, app.now())),
    });
    app.exports.writers.set('photos', photoZipWriter(store));
  },
  { name: 'photos', dependencies: ['db', 'exports', 'fileStore'] },
);

// When the app is ready, the bytes of every demo picture the database records but the image store
// lacks (a fresh data folder, a store moved or emptied) are drawn into it: the slides' pictures,
// the service catalogue's icons, the alumni posts' pictures and the theme articles' covers; and
// the demo people's portraits into the photo store.
import fp from 'fastify-plugin';
import { articleCovers } from './articleCovers';
import { writeMissingDemoPictures } from './pictures';
import { postPictures } from './postPictures';
import { writeMissingPortraits } from './portraits';
import { serviceIcons } from './serviceIcons';
import { slidePictures } from './slides';

export const demoPicturesOf = (tenantId: string) => [
  ...slidePictures(tenantId),
  ...serviceIcons(tenantId),
  ...postPictures(tenantId),
  ...articleCovers(tenantId),
];

export default fp(
  async (app) => {
    // the portraits (hundreds of JPEGs, seconds of drawing on a fresh data folder) are drawn after
    // the server is ready, so a first start is not held by them: until its portrait is written a
    // person shows the default avatar, as the photo screen does for any missing picture
    let portraits: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      await writeMissingDemoPictures(app.db, app.imageUploads.store, demoPicturesOf);
      portraits = writeMissingPortraits(app.db, app.photos.store).catch((e: unknown) => app.log.error(e, 'demo portraits'));
    });
    app.addHook('onClose', async () => {
      await portraits;
    });
  },
  { name: 'demoPictures', dependencies: ['db', 'image-uploads', 'photos'] },
);

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
    app.addHook('onReady', async () => {
      await writeMissingDemoPictures(app.db, app.imageUploads.store, demoPicturesOf);
      await writeMissingPortraits(app.db, app.photos.store);
    });
  },
  { name: 'demoPictures', dependencies: ['db', 'image-uploads', 'photos'] },
);

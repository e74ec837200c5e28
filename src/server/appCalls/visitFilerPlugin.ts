// The visit filer (visitFiler.ts) as app.visitFiler: started when the app is ready if asked
// (main.ts asks; tests file with fileAll), stopped with the app after its step.
import fp from 'fastify-plugin';
import { createVisitFiler, VisitFiler, VisitFilerOptions } from './visitFiler';

export interface VisitFilerPluginOptions extends Partial<VisitFilerOptions> {
  /** file in the background from the start */
  start?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    visitFiler: VisitFiler;
  }
}

export default fp<VisitFilerPluginOptions>(
  async (app, { start, ...options }) => {
    const filer = createVisitFiler(app.db, app.log, options);
    app.decorate('visitFiler', filer);
    if (start) app.addHook('onReady', async () => filer.start());
    app.addHook('onClose', async () => filer.stop());
  },
  { name: 'visitFiler', dependencies: ['db'] },
);

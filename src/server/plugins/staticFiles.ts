// The built console (dist) and the runtime folder (static: config.json, images, the demo
// parent page) from one server, and the single-page fallback: any GET outside /api that is not
// a file answers dist/index.html so the console's router takes over. /api paths that match no
// route answer a JSON 404 envelope.
//
// The build writes brotli and gzip copies beside the text files (scripts/compress.mjs); they are
// sent as they are to a browser that accepts them (preCompressed, with Vary: Accept-Encoding).
// Caching: cachePolicy.ts (hashed bundles for a year, the rest revalidated with their ETag).
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, pathOf } from '../paths';
import { cacheControlFor } from './cachePolicy';

export interface StaticDirs {
  dist?: string;
  static?: string;
}

/** the last segment has an extension (a file asked for), unlike the console's routes */
const looksLikeFile = (path: string): boolean => /\.[A-Za-z0-9]{1,8}$/.test(path.slice(path.lastIndexOf('/') + 1));

export default fp<{ dirs?: StaticDirs }>(
  async (app: FastifyInstance, opts) => {
    const roots = [opts.dirs?.dist, opts.dirs?.static].filter((d): d is string => !!d && existsSync(d));
    const indexDir = opts.dirs?.dist && existsSync(`${opts.dirs.dist}/index.html`) ? opts.dirs.dist : null;
    if (roots.length > 0) {
      await app.register(fastifyStatic, {
        root: roots,
        wildcard: true,
        index: ['index.html'],
        preCompressed: true,
        // our own Cache-Control per file (send's would be one max-age for all); ETag and
        // Last-Modified stay on, so a revalidation of an unchanged file answers 304
        cacheControl: false,
        setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(filePath)),
      });
    }
    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      // index.html is revalidated at every load (setHeaders): it names the hashed bundles of the
      // current build. A missing file (a bundle of an older build) is a 404, never the page: the
      // console's chunk loader then learns at once that it must reload (src/client/app/lazy).
      const path = pathOf(request.url);
      if (indexDir && request.method === 'GET' && !isApiPath(path) && !looksLikeFile(path)) return reply.sendFile('index.html', indexDir);
      return reply.code(404).send({ status: 404, msg: request.t('protocol.notFound'), result: null });
    });
  },
  { name: 'static-files', dependencies: ['locale'] },
);

// The built console (dist) and the runtime folder (static: config.json, images, the demo
// parent page) from one server, and the single-page fallback: any GET outside /api that is not
// a file answers dist/index.html so the console's router takes over. /api paths that match no
// route answer a JSON 404 envelope.
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, pathOf } from '../paths';

export interface StaticDirs {
  dist?: string;
  static?: string;
}

export default fp<{ dirs?: StaticDirs }>(
  async (app: FastifyInstance, opts) => {
    const roots = [opts.dirs?.dist, opts.dirs?.static].filter((d): d is string => !!d && existsSync(d));
    const indexDir = opts.dirs?.dist && existsSync(`${opts.dirs.dist}/index.html`) ? opts.dirs.dist : null;
    if (roots.length > 0) {
      await app.register(fastifyStatic, { root: roots, wildcard: true, index: ['index.html'], cacheControl: true, maxAge: '1h' });
    }
    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (indexDir && request.method === 'GET' && !isApiPath(pathOf(request.url))) {
        // index.html must not be cached: it names the hashed bundles of the current build
        return reply.header('cache-control', 'no-cache').sendFile('index.html', indexDir);
      }
      return reply.code(404).send({ status: 404, msg: request.t('protocol.notFound'), result: null });
    });
  },
  { name: 'static-files', dependencies: ['locale'] },
);

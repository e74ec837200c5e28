// GET /config.json: the runtime config (document 002 §7), reachable unsigned. It comes from
// static/config.json when the deployment provides one, else from these defaults, plus the
// demo sign-in when main.ts finds the demo still usable. A production process
// (NODE_ENV=production) never announces a sign-in, whatever it was given or the file holds.
// It is read once at start, so its ETag is fixed for the process; browsers revalidate it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DemoSignIn, isProduction } from '../../auth/demoSignIn';
import { etagOf, matchesIfNoneMatch } from '../../plugins/protocol/etag';
import { getQuerySchema } from '../../schemas/request';
import { OBJECT_RESULT } from '../../schemas/response';

export interface RuntimeConfig {
  baseURL: string;
  projectName: string;
  [key: string]: unknown;
}

export const DEFAULT_CONFIG: RuntimeConfig = { baseURL: '', projectName: '校园服务平台管理后台' };

export function readRuntimeConfig(staticDir: string | undefined): RuntimeConfig {
  if (!staticDir) return DEFAULT_CONFIG;
  try {
    const file = JSON.parse(readFileSync(join(staticDir, 'config.json'), 'utf8')) as Partial<RuntimeConfig>;
    return { ...DEFAULT_CONFIG, ...file };
  } catch {
    return DEFAULT_CONFIG;
  }
}

export default async function configRoute(app: FastifyInstance, opts: { staticDir?: string; demoSignIn?: DemoSignIn }) {
  // demoSignIn: present only while the server runs with the demo data (the login page offers it);
  // in production it is dropped here too, so no caller and no static file can publish one
  const { demoSignIn: fromFile, ...runtime } = readRuntimeConfig(opts.staticDir);
  const demoSignIn = isProduction(process.env) ? undefined : (opts.demoSignIn ?? fromFile);
  const config = { ...runtime, ...(demoSignIn ? { demoSignIn } : {}) };
  // revalidated at every load (no-cache) with its ETag: an unchanged config answers 304
  const body = JSON.stringify(config);
  const etag = etagOf(body);
  app.get(
    '/config.json',
    { schema: { querystring: getQuerySchema(), response: { 200: OBJECT_RESULT, 304: { description: 'unchanged since the ETag named' } } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}

// GET /config.json: the runtime config (document 002 §7), reachable unsigned. It comes from
// static/config.json when the deployment provides one, else from these defaults.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

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

export default async function configRoute(app: FastifyInstance, opts: { staticDir?: string }) {
  const config = readRuntimeConfig(opts.staticDir);
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return config;
  });
}

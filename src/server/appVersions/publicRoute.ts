// GET /api/public/app/:tenantCode/latest: the latest published version per platform and the
// tenant's name, for the download pages and the phones that open them. No sign-in (paths.ts:
// /api/public/), plain JSON (not the envelope: phones and the app read it), an ETag over the body
// with 304 when it matches, revalidated on every read (no-cache). An unknown tenant: 404.
import type { FastifyInstance } from 'fastify';
import { APP_PLATFORMS, LatestVersions, PUBLIC_LATEST_ROUTE } from '../../shared/home/api';
import { etagOf, matchesIfNoneMatch } from './etag';
import { latestVersions } from './latest';
import { tenantFace } from './tenantFace';

const version = {
  type: ['object', 'null'],
  required: ['platform', 'version', 'build', 'forceUpdate', 'notes', 'downloadUrl', 'publishedAt'],
  properties: {
    platform: { type: 'string' },
    version: { type: 'string' },
    build: { type: 'integer' },
    forceUpdate: { type: 'boolean' },
    notes: { type: 'string' },
    downloadUrl: { type: 'string' },
    publishedAt: { type: ['string', 'null'] },
  },
} as const;

export const latestSchema = {
  params: {
    type: 'object',
    required: ['tenantCode'],
    properties: { tenantCode: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' } },
  },
  querystring: { type: 'object', properties: { _t: { type: ['integer', 'string'] } } },
  // 200 only: a refusal (404 { message }, or the protocol's 400 envelope) is sent as it is
  response: {
    200: {
      type: 'object',
      required: ['tenant', 'platforms'],
      properties: {
        tenant: {
          type: 'object',
          required: ['code', 'name', 'logo'],
          properties: { code: { type: 'string' }, name: { type: 'string' }, logo: { type: ['string', 'null'] } },
        },
        platforms: { type: 'object', required: [...APP_PLATFORMS], properties: Object.fromEntries(APP_PLATFORMS.map((p) => [p, version])) },
      },
    },
  },
} as const;

export default async function appVersionsPublicRoute(app: FastifyInstance) {
  app.get<{ Params: { tenantCode: string } }>(PUBLIC_LATEST_ROUTE, { schema: latestSchema }, async (request, reply) => {
    const face = await tenantFace(app.db, request.params.tenantCode);
    if (!face) return reply.code(404).send({ message: request.t('home.public.tenantUnknown') });
    const body: LatestVersions = { tenant: face, platforms: await latestVersions(app.db, face.code) };
    const etag = etagOf(JSON.stringify(body));
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return body;
  });
}

// The apps' public reads of the catalogues (src/shared/publicReads/api.ts; no sign-in: paths.ts
// PUBLIC_PREFIXES): any collection whose definition has `publicRead` and the FAQ library through
// one generic read, and the presets of a person by account. The robot's "try it" for the apps is
// registered beside the console's (routes/robot, robotAnswer.ts here) to share its index cache.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PUBLIC_COLLECTION_PATTERN,
  PUBLIC_PAGE_SIZE,
  PUBLIC_PAGE_SIZE_MAX,
  PUBLIC_PAGE_SIZE_SMALLEST,
  PUBLIC_PRESETS_PATTERN,
  PublicPage,
} from '../../../shared/publicReads/api';
import type { ResourceDef } from '../../../shared/resources';
import { refusePlain, sendPlain } from '../../publicReads/answer';
import { publicSources } from '../../publicReads/collections';
import { publicPresets } from '../../publicReads/presets';
import { isOpenTenant } from '../../publicReads/tenant';
import { collectionSchema, presetsSchema } from './schemas';

type CollectionRequest = FastifyRequest<{ Params: { tenantCode: string; key: string }; Querystring: { page?: number; size?: number } }>;
type PresetsRequest = FastifyRequest<{ Params: { tenantCode: string; account: string } }>;

/** Document 002 §2's paging: a page below 1 is the first; a size below 1 is 10, above 100 is 100, absent 40. */
export function publicPaging(page: number | undefined, size: number | undefined): { page: number; size: number } {
  return {
    page: page === undefined || page < 1 ? 1 : page,
    size: size === undefined ? PUBLIC_PAGE_SIZE : size < 1 ? PUBLIC_PAGE_SIZE_SMALLEST : Math.min(size, PUBLIC_PAGE_SIZE_MAX),
  };
}

export default async function publicReadRoutes(app: FastifyInstance, opts: { resources?: readonly ResourceDef[] }) {
  const sources = publicSources(opts.resources);

  app.get(PUBLIC_COLLECTION_PATTERN, { schema: collectionSchema }, async (request: CollectionRequest, reply) => {
    const { tenantCode, key } = request.params;
    const source = sources.get(key);
    if (!source) return refusePlain(reply, 404, request.t, 'publicRead.collectionUnknown');
    if (!(await isOpenTenant(app.db, tenantCode))) return refusePlain(reply, 404, request.t, 'publicRead.tenantUnknown');
    const { page, size } = publicPaging(request.query.page, request.query.size);
    const { data, total } = await source.read(app.db, tenantCode, page, size);
    const body: PublicPage = { data, total, page, size };
    return sendPlain(request, reply, body);
  });

  app.get(PUBLIC_PRESETS_PATTERN, { schema: presetsSchema }, async (request: PresetsRequest, reply) => {
    const { tenantCode, account } = request.params;
    if (!(await isOpenTenant(app.db, tenantCode))) return refusePlain(reply, 404, request.t, 'publicRead.tenantUnknown');
    return sendPlain(request, reply, await publicPresets(app.db, tenantCode, account));
  });
}

// The alumni moments' documented calls (document 000 §7; the paths are the definition's `calls`)
// over the alumniMoments document (src/server/documents/alumniMoments.ts); its documented save,
// saveAlumniMomentConfig, is the generic save and its getAlumniMomentsConfig the generic detail by
// GET (the definition's `documented`, routes/documents/calls.ts):
//   GET  /api/blade-platform/appconfiguration/AlumniMomentTile/list    → { data: MomentTile[], total, version, published }
//   POST /api/blade-platform/appconfiguration/AlumniMomentTitle/add    { name, enabled?, order? }          → DocumentState
//   POST /api/blade-platform/appconfiguration/AlumniMomentTitle/update { name, newName?, enabled?, order? } → DocumentState
//   POST /api/blade-platform/appconfiguration/AlumniMomentTitle/remove { name }                            → DocumentState
// A title is named by its name; an unknown name, or a name another title has, is refused (1002).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DocumentDef } from '../../../shared/documents';
import { alumniMoments, MomentTitle } from '../../../shared/documents/alumniMoments/definition';
import { addTitle, changeTitles, currentTiles, removeTitle, TitlesChange, updateTitle } from '../../documents/alumniMoments';
import type { PublishedCache } from '../../documents/publicCache';
import type { DocumentTarget } from '../../documents/store';
import { ok, refusedAs } from '../../envelope';
import { bodySchema, getQuerySchema, text } from '../../schemas/request';
import { envelopeResponse } from '../../schemas/response';
import { authOf } from '../../types';
import { writeAnswer, writeContextOf } from './writeCall';
import { recordedInside } from '../../audit/routeAudit';

const CALLS = alumniMoments.calls!;
export const ALUMNI_MOMENT_TILE_LIST = CALLS.tileList.path;
export const ALUMNI_MOMENT_TITLE_ADD = CALLS.titleAdd.path;
export const ALUMNI_MOMENT_TITLE_UPDATE = CALLS.titleUpdate.path;
export const ALUMNI_MOMENT_TITLE_REMOVE = CALLS.titleRemove.path;

const NAME = text(64, 1);
const ORDER = { type: 'integer' };
const addSchema = bodySchema({ name: NAME, enabled: { type: 'boolean' }, order: ORDER }, ['name']);
const updateSchema = bodySchema({ name: NAME, newName: NAME, enabled: { type: 'boolean' }, order: ORDER }, ['name']);
const removeSchema = bodySchema({ name: NAME }, ['name']);

type TitleBody = { name: string; newName?: string; enabled?: boolean; order?: number };

/** The fields an update sets (those sent). */
const changeOf = (b: TitleBody): Partial<MomentTitle> => ({
  ...(b.newName !== undefined && { name: b.newName }),
  ...(b.enabled !== undefined && { enabled: b.enabled }),
  ...(b.order !== undefined && { order: b.order }),
});

export function registerAlumniMoments(app: FastifyInstance, def: DocumentDef, cache?: PublishedCache): void {
  const targetOf = (request: FastifyRequest): DocumentTarget => ({ def, tenantId: authOf(request).tenantId, identity: '' });

  app.get(ALUMNI_MOMENT_TILE_LIST, { schema: { querystring: getQuerySchema(), response: envelopeResponse() } }, async (request) =>
    ok(await currentTiles(app.db, targetOf(request))),
  );

  const titleCall = (url: string, schema: object, changeFor: (b: TitleBody) => TitlesChange) =>
    app.post(url, { config: recordedInside, schema: { body: schema, response: envelopeResponse() } }, async (request: FastifyRequest<{ Body: TitleBody }>) => {
      const target = targetOf(request);
      const b = request.body;
      const outcome = await changeTitles(target, changeFor(b), writeContextOf(app, request));
      if (outcome === 'missing') return refusedAs(request.t, 'alumniMoments.titleNotFound', { name: b.name.trim() });
      if (outcome === 'taken') return refusedAs(request.t, 'alumniMoments.titleTaken', { name: (b.newName ?? b.name).trim() });
      return writeAnswer(request.t, outcome, () => cache?.invalidate(target.tenantId, def.key, target.identity));
    });

  titleCall(ALUMNI_MOMENT_TITLE_ADD, addSchema, (b) => addTitle({ name: b.name, enabled: b.enabled ?? true, order: b.order }));
  titleCall(ALUMNI_MOMENT_TITLE_UPDATE, updateSchema, (b) => updateTitle(b.name, changeOf(b)));
  titleCall(ALUMNI_MOMENT_TITLE_REMOVE, removeSchema, (b) => removeTitle(b.name));
}

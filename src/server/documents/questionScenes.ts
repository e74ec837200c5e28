// The robot's legacy scene calls (document 000 §7) over the robotBasicInfo document:
//   GET  /api/blade-platform/questionScene/list   → { data: QuestionScene[], total, version, published }
//        the scenes the robot answers in now: the published version's, or the newest (a draft,
//        else the defaults) while nothing is published (`published` says which)
//   POST /api/blade-platform/questionScene/update { code, enabled } → DocumentState
//        switches one scene: a new version through the generic save (version, audit row), on the
//        newest content with the document row locked, so concurrent switches never lose one
//        another; published at once when the newest version was the published one (no draft of
//        other changes pending), else kept in the draft.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DocumentDef } from '../../shared/documents';
import type { QuestionScene } from '../../shared/documents/robotBasicInfo/definition';
import { Status } from '../../shared/protocol';
import { inTransaction } from '../db/transaction';
import { invalid, ok, refused } from '../envelope';
import { bodySchema, getQuerySchema } from '../schemas/request';
import { authOf } from '../types';
import type { PublishedCache } from './publicCache';
import { DocumentTarget, readState, versionContent } from './store';
import { saveDocument, WriteOutcome } from './write';
import { envelopeResponse } from '../schemas/response';

export const QUESTION_SCENE_LIST = '/api/blade-platform/questionScene/list';
export const QUESTION_SCENE_UPDATE = '/api/blade-platform/questionScene/update';

const updateSchema = bodySchema({ code: { type: 'string', minLength: 1, maxLength: 64 }, enabled: { type: 'boolean' } }, ['code', 'enabled']);

const scenesOf = (content: Record<string, unknown> | null): QuestionScene[] => (Array.isArray(content?.scenes) ? (content.scenes as QuestionScene[]) : []);

/** Two attempts: a first write racing another first write finds its base stale once. */
const ATTEMPTS = 2;

export function registerQuestionScenes(app: FastifyInstance, def: DocumentDef, cache?: PublishedCache): void {
  const targetOf = (request: FastifyRequest): DocumentTarget => ({ def, tenantId: authOf(request).tenantId, identity: '' });

  app.get(QUESTION_SCENE_LIST, { schema: { querystring: getQuerySchema(), response: envelopeResponse() } }, async (request) => {
    const target = targetOf(request);
    const { row, state } = await readState(app.db, target);
    const published = row?.published_version ?? null;
    const content = published ? await versionContent(app.db, target, row, published) : state.content;
    const data = scenesOf(content);
    return ok({ data, total: data.length, version: published ?? state.version, published: published !== null });
  });

  app.post(
    QUESTION_SCENE_UPDATE,
    { schema: { body: updateSchema, response: envelopeResponse() } },
    async (request: FastifyRequest<{ Body: { code: string; enabled: boolean } }>) => {
      const target = targetOf(request);
      const auth = authOf(request);
      const { code, enabled } = request.body;
      const switchOnce = () =>
        inTransaction(app.db, async (tx): Promise<WriteOutcome | 'missing'> => {
          const { row, state } = await readState(tx, target, true);
          const scenes = scenesOf(state.content);
          if (!scenes.some((s) => s.code === code)) return 'missing';
          const inSync = row !== undefined && row.latest_version > 0 && row.published_version === row.latest_version;
          const content = { scenes: scenes.map((s) => (s.code === code ? { ...s, enabled } : s)) };
          const ctx = { db: tx, t: request.t, actor: { account: auth.account, name: auth.userName }, now: new Date(app.now()) };
          return saveDocument(target, { baseVersion: state.version, content, publish: inSync }, ctx);
        });
      let outcome = await switchOnce();
      for (let i = 1; i < ATTEMPTS && outcome !== 'missing' && !outcome.ok && 'conflict' in outcome; i++) outcome = await switchOnce();
      if (outcome === 'missing') return refused(request.t('robotBasicInfo.sceneNotFound', { code }));
      if (outcome.ok) {
        if (outcome.written) cache?.invalidate(target.tenantId, def.key, target.identity);
        return ok(outcome.state, outcome.msg);
      }
      if ('conflict' in outcome)
        return { status: Status.REFUSED, msg: request.t('document.conflict', { version: outcome.conflict.current.version }), result: outcome.conflict };
      if ('errors' in outcome) return invalid(request.t, outcome.errors);
      return refused(request.t('document.versionNotFound', { version: outcome.missingVersion }));
    },
  );
}

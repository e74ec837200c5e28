// The documented calls of the page before login and its bottom (document 002 §7; the paths are the
// definitions' `calls`) over the preLoginPage and preLoginBottom documents, besides their /detail
// (the generic detail by GET) and /submit (the generic save), which the definitions' `documented` names:
//   GET, POST platformPreLoginPageShoConfig/getAccessWayList  → { code, name }[] (the ways to sign in or enter)
//   POST      platformPrepareLoginButtomConfig/checkLinks     { links?: { text?, url }[] }
//             → { data: { text, url, ok, reason }[], total, bad }: each link by the url check
//             (reason the message why it cannot be used, else null); without links, the newest
//             version's. The server resolves names, never requests a link.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DocumentDef } from '../../../shared/documents';
import { ACCESS_WAYS, preLoginPage } from '../../../shared/documents/preLoginPage/definition';
import { LINKS_MAX, preLoginBottom } from '../../../shared/documents/preLoginBottom/definition';
import { checkLinks, LinkToCheck, newestLinks } from '../../documents/preLogin';
import type { DocumentTarget } from '../../documents/store';
import { ok } from '../../envelope';
import { bodySchema, getQuerySchema, text } from '../../schemas/request';
import { envelopeResponse, LIST_RESULT, objectResult } from '../../schemas/response';
import { authOf } from '../../types';

export const ACCESS_WAY_LIST = preLoginPage.calls!.accessWays.path;
export const CHECK_LINKS = preLoginBottom.calls!.checkLinks.path;

const linksSchema = bodySchema({
  links: {
    type: 'array',
    maxItems: LINKS_MAX,
    items: { type: 'object', properties: { text: text(64), url: text(2000) }, required: ['url'], additionalProperties: true },
  },
});
const CHECKED = objectResult({ data: LIST_RESULT, total: { type: 'integer' }, bad: { type: 'integer' } });

/** getAccessWayList needs no document: the list is the field's fixed options. */
export function registerPreLoginPage(app: FastifyInstance): void {
  const ways = async () => ok(ACCESS_WAYS.map(({ code, name }) => ({ code, name })));
  app.get(ACCESS_WAY_LIST, { schema: { querystring: getQuerySchema(), response: envelopeResponse(LIST_RESULT) } }, ways);
  app.post(ACCESS_WAY_LIST, { schema: { body: bodySchema(), response: envelopeResponse(LIST_RESULT) } }, ways);
}

export function registerPreLoginBottom(app: FastifyInstance, def: DocumentDef): void {
  app.post(
    CHECK_LINKS,
    { schema: { body: linksSchema, response: envelopeResponse(CHECKED) } },
    async (request: FastifyRequest<{ Body: { links?: LinkToCheck[] } }>) => {
      const target: DocumentTarget = { def, tenantId: authOf(request).tenantId, identity: '' };
      const links = request.body.links ?? (await newestLinks(app.db, target));
      const checked = await checkLinks(links);
      const data = checked.map((c) => ({
        ...c,
        reason: c.reason && request.t(c.reason, { field: c.text || request.t('preLoginBottom.linkUrl') }),
      }));
      const bad = data.filter((c) => !c.ok).length;
      return ok({ data, total: data.length, bad }, request.t('preLoginBottom.linksChecked', { total: data.length, bad }));
    },
  );
}

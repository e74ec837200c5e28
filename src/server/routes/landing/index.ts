// GET /landing/:tenantCode: the page before login the apps open for a school, the built
// src/client/landing/landing.html (scripts/build.mjs builds it into dist/landing-assets/), which
// reads the school's four published documents through the public read and shows them with the
// view the console previews (the four reads named in a preload Link header, so they start with
// the script). An unknown or disabled school answers a 404 page in Chinese. The
// page asks only this server: its policy allows nothing from anywhere else.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { landingReads } from '../../../shared/documents/preLoginPage/landing';
import { translate } from '../../../shared/i18n';
import { getQuerySchema } from '../../schemas/request';

export const LANDING_ROUTE = '/landing/:tenantCode';
/** where the build puts the page (scripts/build.mjs) */
export const LANDING_HTML = path.join('landing-assets', 'landing.html');
const TENANT_CODE_MAX = 32;

export const LANDING_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  // the HTML names the hashed bundles of the current build
  'cache-control': 'no-cache',
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page of its own (no script, no style file) for a school that is not there. */
function messagePage(title: string, message: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
}

const HTML_ANSWER = { type: 'string' } as const;

export default async function landingRoute(app: FastifyInstance, opts: { distDir?: string }) {
  let built: string | null = null;
  const page = async (): Promise<string | null> => {
    if (built === null && opts.distDir) built = await readFile(path.join(opts.distDir, LANDING_HTML), 'utf8').catch(() => null);
    return built;
  };
  const send = (reply: FastifyReply, code: number, html: string) => reply.code(code).headers(LANDING_HEADERS).type('text/html; charset=utf-8').send(html);

  app.get(
    LANDING_ROUTE,
    {
      schema: {
        params: { type: 'object', properties: { tenantCode: { type: 'string' } }, required: ['tenantCode'] },
        querystring: getQuerySchema({ lang: { type: 'string' } }),
        response: { 200: HTML_ANSWER, 404: HTML_ANSWER, 503: HTML_ANSWER },
      },
    },
    async (request, reply) => {
      const { tenantCode } = request.params as { tenantCode: string };
      const tenant =
        tenantCode.length <= TENANT_CODE_MAX
          ? await app.db.selectFrom('tenants').select('id').where('id', '=', tenantCode).where('enabled', '=', true).executeTakeFirst()
          : undefined;
      if (!tenant) {
        const t = (key: string) => translate('zh-CN', `preLoginLanding.${key}`, { tenant: tenantCode.slice(0, TENANT_CODE_MAX) });
        return send(reply, 404, messagePage(t('notFoundTitle'), t('notFound')));
      }
      const html = await page();
      if (!html) return send(reply, 503, messagePage(translate('zh-CN', 'preLoginLanding.pageTitle'), translate('zh-CN', 'preLoginLanding.notBuilt')));
      // the browser starts the page's four public reads while it loads the script
      reply.header(
        'link',
        landingReads(tenant.id)
          .map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`)
          .join(', '),
      );
      return send(reply, 200, html);
    },
  );
}

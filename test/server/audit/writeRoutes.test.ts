// Every write call of every area is recorded in the history (issue 29): the app's routes are
// walked as fastify registers them (an onRoute hook) and every signed call that is not a GET,
// not a sign-in call and not a declared read (src/server/audit/postReads.ts) must declare how it
// reaches the history (`config.audit`, src/server/audit/routeAudit.ts), each of its targets one
// the history can title in both languages. A new write route without a history fails here.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { handBuiltTarget } from '../../../src/shared/audit/handBuiltTargets';
import { RECORDED_INSIDE, RouteAudit } from '../../../src/server/audit/routeAudit';
import { NOT_RECORDED, postReads } from '../../../src/server/audit/postReads';
import { isProtected } from '../../../src/server/paths';
import { AUTH } from '../../../src/shared/protocol';
import { resourceByKey } from '../../../src/shared/resources';
import { definitionTitle } from '../../../src/shared/definitionTitle';
import { hasMessage, translate } from '../../../src/shared/i18n';
import auditTargets from '../../../src/shared/i18n/auditTargets';
import { addCatalogue } from '../../../src/shared/i18n';
import { buildTestApp, TestApp } from '../helpers';

const titleOfResource = (key: string): string | undefined => {
  const def = resourceByKey(key);
  return def && definitionTitle(def);
};

interface Walked {
  method: string;
  url: string;
  audit: RouteAudit | undefined;
}

describe('the registered write routes', () => {
  let t: TestApp;
  const routes: Walked[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      extend: (app: FastifyInstance) =>
        app.addHook('onRoute', (route: RouteOptions) => {
          for (const method of [route.method].flat()) routes.push({ method, url: route.url, audit: route.config?.audit });
        }),
    });
    await t.app.ready();
  }, 120_000);
  afterAll(() => t.close());

  const signedWrites = () => routes.filter((r) => r.method !== 'GET' && r.method !== 'HEAD' && isProtected(r.url) && !r.url.startsWith(`${AUTH}/`));

  it('declares, for every signed call that is not a read, how it is recorded', () => {
    const reads = postReads();
    const writes = signedWrites();
    // the walk sees the whole app (a failed hook would pass everything)
    expect(writes.length).toBeGreaterThan(150);
    const undeclared = writes.filter((r) => !r.audit && !reads.has(r.url) && !(r.url in NOT_RECORDED)).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    // a read does not claim a history, and a write is not also called a read
    const both = writes.filter((r) => r.audit && (reads.has(r.url) || r.url in NOT_RECORDED)).map((r) => r.url);
    expect(both).toEqual([]);
  });

  it('lists no read or exception that is not a registered route', () => {
    const registered = new Set(routes.map((r) => r.url));
    expect([...postReads(), ...Object.keys(NOT_RECORDED)].filter((url) => !registered.has(url))).toEqual([]);
  });

  it('names, for every call recorded by its route, a target the history titles in both languages', () => {
    addCatalogue(auditTargets);
    const declared = signedWrites().flatMap((r) => (r.audit && r.audit !== RECORDED_INSIDE ? [{ url: r.url, audit: r.audit }] : []));
    expect(declared.length).toBeGreaterThan(20);
    for (const { url, audit } of declared) {
      const kind = audit.kind ?? 'collection';
      const title = handBuiltTarget(audit.key, kind)?.title ?? (kind === 'collection' ? titleOfResource(audit.key) : undefined);
      expect({ url, title }).toEqual({ url, title: expect.any(String) });
      expect({ url, known: hasMessage(title!) }).toEqual({ url, known: true });
      expect(translate('en', title!)).not.toBe(translate('zh-CN', title!));
    }
  });
});

// BUDGETS.md "rights check (administrators and roles)": what the check of issue 36 adds to one
// list call. The check is two parts: the session's lookup, which now also reads the role and the
// stamp of its last change from the administrator's row (no third join: migration 044), and the
// hook that compares the route's right with the role's expanded rights (a set lookup; the
// expansion is cached per role and stamp). Measured apart, on a fresh PGlite data folder with the
// small demo: the session lookup as before the issue and as now (the difference is the added
// cost), the hook's work per call, and for context the list call itself (the alumni office's
// administrator listing its sensitive words, through the API).
import { performance } from 'node:perf_hooks';
import { loadSession } from '../src/server/auth/sessions';
import { rightsOfVersion } from '../src/server/auth/roles';
import { allows, RouteRight } from '../src/shared/rights/catalogue';
import { BenchRow } from './report';
import { LIST_URL, withAlumniListApp } from './alumniListApp';
import { percentile } from './percentile';

const CALLS = 400;

const ms = (x: number) => `${x.toFixed(3)} ms`;

export async function rightsRows(): Promise<BenchRow[]> {
  return withAlumniListApp('bench-rights-', async ({ db, app, session: s, timeListCalls }) => {
    const session = await db
      .selectFrom('auth_sessions')
      .select('id')
      .where('user_id', '=', s.userInfo.userId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();

    // the session lookup as before the issue (no role) and as now (role and stamp, rights cached), interleaved
    const before = () =>
      db
        .selectFrom('auth_sessions as s')
        .innerJoin('admin_users as u', 'u.id', 's.user_id')
        .select([
          's.id',
          's.user_id',
          's.tenant_id',
          's.signing_key',
          's.revoked_at',
          's.revoke_reason',
          'u.account',
          'u.user_name',
          'u.enabled',
          'u.must_change_password',
        ])
        .where('s.id', '=', session.id)
        .executeTakeFirst();
    const old: number[] = [];
    const now: number[] = [];
    for (let i = 0; i < CALLS + 50; i += 1) {
      let t0 = performance.now();
      await before();
      const a = performance.now() - t0;
      t0 = performance.now();
      const row = await loadSession(db, session.id);
      await rightsOfVersion(db, row!.role);
      const b = performance.now() - t0;
      if (i >= 50) (old.push(a), now.push(b));
    }
    const lookupAdded = Math.max(0, percentile(now, 95) - percentile(old, 95));

    // the hook's comparison: the route's declared right against the role's rights
    const row = await loadSession(db, session.id);
    const need = (app.hasRoute({ method: 'POST', url: LIST_URL }) ? { screens: ['/sensitiveWordManage'], access: 'read' } : 'signedIn') as RouteRight;
    const N = 100_000;
    let t0 = performance.now();
    // the cached expansion by role version, then the comparison
    for (let i = 0; i < N; i += 1) allows(await rightsOfVersion(db, row!.role), need);
    const hookMs = (performance.now() - t0) / N;

    // context: the list call through the API, rights and all
    const times = await timeListCalls(CALLS);
    const added = lookupAdded + hookMs;
    return [
      {
        flow: 'rights check',
        work: `what the check adds to one list call: the session lookup with the role and stamp minus without (p95 of ${CALLS}, interleaved), plus the hook's comparison (mean of ${N / 1000}k); the alumni office's admin (PGlite)`,
        figure: `adds p95 ${ms(added)} (lookup ${ms(lookupAdded)}, hook ${ms(hookMs)}); p50 ${ms(Math.max(0, percentile(now, 50) - percentile(old, 50)) + hookMs)}`,
        floor: `list call p95 ${ms(percentile(times, 95))}`,
        budget: 'adds ≤ 0.2 ms p95',
        pass: added <= 0.2,
        data: {
          lookupOldP50: percentile(old, 50),
          lookupNowP50: percentile(now, 50),
          lookupOldP95: percentile(old, 95),
          lookupNowP95: percentile(now, 95),
          hookMs,
          listP95: percentile(times, 95),
        },
      },
    ];
  });
}

// How main.ts starts: a demo start or a production start (NODE_ENV=production).
//
//                       demo (default)                     production
//   demo tenants        seeded on first start              only with SEED_DEMO=1
//   demo sign-in        on the login page and printed,     never announced or printed
//                       while the demo password works
//   HOST default        127.0.0.1                          0.0.0.0
//   no administrator    (cannot happen: the demo seeds)    the start stops and says how to
//                                                          create one (ADMIN_* below)
//
// HOST: the demo's administrator password is published (README) and its login page offers it,
// so a demo listening on every interface hands the console to anyone on the network; it
// listens on loopback unless HOST says otherwise (HOST=0.0.0.0 to show it on a LAN, with a
// warning). A production start has no published credential and usually runs in a container or
// behind a reverse proxy, which needs 0.0.0.0.
//
// The first administrator of a real deployment comes from the environment: ADMIN_TENANT,
// ADMIN_ACCOUNT and ADMIN_PASSWORD (all three; optional ADMIN_TENANT_NAME, ADMIN_USER_NAME)
// create the tenant (with its starting dictionaries) and the administrator when that account
// does not exist yet — never overwriting an existing one. The password must pass the shared
// rule; the administrator must change it at first sign-in, because the environment is readable
// by others (process listings, container inspection). Remove the variables afterwards.
import { passwordProblem } from '../../shared/auth/password';
import { strengthProblem } from './strength';
import { translate } from '../../shared/i18n';
import type { Db } from '../db/schema';
import { DEMO_TENANT, seedDemoIfMissing, seedFirstAdmin } from '../db/seed';
import { isProduction, liveDemoSignIn } from './demoSignIn';
import { anyAdminExists } from './users';

export interface StartMode {
  production: boolean;
  /** seed the demo tenants when they are missing */
  seedDemo: boolean;
  host: string;
}

export function startMode(env: NodeJS.ProcessEnv): StartMode {
  const production = isProduction(env);
  return {
    production,
    seedDemo: !production || env.SEED_DEMO === '1',
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
  };
}

/** A start that cannot go on; main.ts prints the message and exits. */
export class StartRefused extends Error {}

export const NO_ADMIN_HELP = [
  'no administrator exists, so nobody could sign in.',
  'Create the first one by starting once with',
  '  ADMIN_TENANT=<tenant id> ADMIN_ACCOUNT=<account> ADMIN_PASSWORD=<password>',
  '(optional: ADMIN_TENANT_NAME, ADMIN_USER_NAME; the password needs at least 8 characters with at least three of',
  'lower case, upper case, digits, symbols, and is to be changed at the first sign-in),',
  'or start with SEED_DEMO=1 for the demo tenants.',
].join('\n');

const TENANT_ID = /^[A-Za-z0-9_-]{1,32}$/;

export interface Prepared {
  /** the demo tenants were seeded by this start */
  seeded: boolean;
  /** lines for the start-up output (never a password) */
  notes: string[];
}

/** Seeds what this mode seeds, creates the first administrator from the environment, and makes
 *  sure someone can sign in. */
export async function prepareAccounts(db: Db, env: NodeJS.ProcessEnv, mode: StartMode): Promise<Prepared> {
  const notes: string[] = [];
  const seeded = mode.seedDemo ? await seedDemoIfMissing(db) : false;

  const { ADMIN_TENANT: tenant, ADMIN_ACCOUNT: account, ADMIN_PASSWORD: password } = env;
  if (tenant || account || password) {
    if (!tenant || !account || !password) throw new StartRefused('ADMIN_TENANT, ADMIN_ACCOUNT and ADMIN_PASSWORD are needed together.');
    if (!TENANT_ID.test(tenant.trim())) throw new StartRefused('ADMIN_TENANT: 1 to 32 letters, digits, _ or -.');
    if (account.trim().length === 0 || account.trim().length > 64) throw new StartRefused('ADMIN_ACCOUNT: 1 to 64 characters.');
    const problem =
      passwordProblem(password, { account }) ?? (await strengthProblem(password, { account, tenantId: tenant, tenantName: env.ADMIN_TENANT_NAME }));
    if (problem) throw new StartRefused(`ADMIN_PASSWORD: ${translate('en', problem.key, problem.params)}.`);
    const outcome = await seedFirstAdmin(db, {
      tenantId: tenant.trim(),
      tenantName: env.ADMIN_TENANT_NAME,
      account,
      userName: env.ADMIN_USER_NAME,
      password,
    });
    notes.push(
      outcome === 'created'
        ? `administrator created: tenant ${tenant.trim()}, account ${account.trim()} (asked to change the password at first sign-in; remove ADMIN_PASSWORD from the environment)`
        : `administrator ${account.trim()} of tenant ${tenant.trim()} exists: ADMIN_PASSWORD not applied (change passwords in the console)`,
    );
  }

  if (!(await anyAdminExists(db))) throw new StartRefused(NO_ADMIN_HELP);

  if (mode.production && (await liveDemoSignIn(db))) {
    notes.push(`warning: the administrator of tenant ${DEMO_TENANT.id} still has the published demo password; sign in and change it now`);
  }
  if (!mode.production && !isLoopback(mode.host)) {
    notes.push(`warning: HOST=${mode.host}: the demo, with its published sign-in, is reachable from the network`);
  }
  return { seeded, notes };
}

export const isLoopback = (host: string): boolean => host === 'localhost' || host === '::1' || host.startsWith('127.');

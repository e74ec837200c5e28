// The demo sign-in, announced in /config.json so the login page can offer it, but only in a
// demo start (not NODE_ENV=production, not DEMO_SIGN_IN=0) and only while the demo administrator
// still has the demo password: once a school changes it, nothing is shown. A production start
// never announces or prints it, even when the demo data was seeded (SEED_DEMO=1) or the database
// comes from a demo run.
import { DEMO_PASSWORD, DEMO_TENANT } from '../db/seed/tenants';
import type { Db } from '../db/schema';
import { verifyPassword } from './passwords';
import { findAdmin } from './users';

export interface DemoSignIn {
  tenantId: string;
  account: string;
  password: string;
}

export const isProduction = (env: NodeJS.ProcessEnv): boolean => env.NODE_ENV === 'production';

/** The demo sign-in when the demo administrator's password is still the published one. */
export async function liveDemoSignIn(db: Db): Promise<DemoSignIn | undefined> {
  const admin = await findAdmin(db, DEMO_TENANT.id, DEMO_TENANT.admin.account);
  if (!admin || !(await verifyPassword(DEMO_PASSWORD, admin.passwordHash))) return undefined;
  return { tenantId: DEMO_TENANT.id, account: admin.account, password: DEMO_PASSWORD };
}

/** What main.ts may announce (config.json) and print: nothing in production or with DEMO_SIGN_IN=0. */
export async function announcedDemoSignIn(db: Db, env: NodeJS.ProcessEnv): Promise<DemoSignIn | undefined> {
  if (isProduction(env) || env.DEMO_SIGN_IN === '0') return undefined;
  return liveDemoSignIn(db);
}

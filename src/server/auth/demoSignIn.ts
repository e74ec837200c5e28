// The demo sign-in, announced in /config.json so the login page can offer it, but only while the
// demo administrator still has the demo password: once a school changes it, nothing is shown.
import { DEMO_PASSWORD, DEMO_TENANT } from '../db/seed/tenants';
import type { Db } from '../db/schema';
import { verifyPassword } from './passwords';
import { findAdmin } from './users';

export interface DemoSignIn {
  tenantId: string;
  account: string;
  password: string;
}

export async function liveDemoSignIn(db: Db): Promise<DemoSignIn | undefined> {
  const admin = await findAdmin(db, DEMO_TENANT.id, DEMO_TENANT.admin.account);
  if (!admin || !(await verifyPassword(DEMO_PASSWORD, admin.passwordHash))) return undefined;
  return { tenantId: DEMO_TENANT.id, account: admin.account, password: DEMO_PASSWORD };
}

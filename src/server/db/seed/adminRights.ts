// The demo tenant's administrators beside `admin` (issue 36), each with a role of its office:
// the alumni office sees only the alumni circle, student affairs the people screens. Their
// password is the published demo password, to be changed at first sign-in like admin's.
import { sql } from 'kysely';
import { areaGrant, screenRight } from '../../../shared/rights/catalogue';
import type { Tx } from '../transaction';
import { DEMO_PASSWORD, seedAdmin } from './tenants';

export interface DemoAdmin {
  account: string;
  userName: string;
  role: { name: string; grants: string[]; remark: string };
}

export const DEMO_ADMINS: DemoAdmin[] = [
  {
    account: 'alumni',
    userName: '校友办管理员',
    role: { name: '校友办', grants: [areaGrant('alumni', 'write')], remark: '校友圈的全部页面' },
  },
  {
    account: 'xuegong',
    userName: '学生工作处管理员',
    role: {
      name: '学生工作处',
      grants: [
        ...['/newStudentManage', '/studentManage', '/graduateStudentManage', '/userImgManage', '/organization'].map((p) => screenRight(p, 'write')),
        screenRight('/HistoryProject', 'read'),
      ],
      remark: '学生名单、照片与组织机构',
    },
  },
];

export async function seedDemoAdmins(tx: Tx, tenantId: string, password = DEMO_PASSWORD): Promise<void> {
  for (const admin of DEMO_ADMINS) {
    const role = await tx
      .insertInto('admin_roles')
      .values({ tenant_id: tenantId, name: admin.role.name, grants: sql`${admin.role.grants}::text[]`, built_in: false, remark: admin.role.remark })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedAdmin(tx, tenantId, { account: admin.account, userName: admin.userName }, password, { roleId: role.id });
  }
}

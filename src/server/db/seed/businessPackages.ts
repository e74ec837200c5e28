// Seeds the demo business packages of a tenant (/cardsPackageConfig): a campus card package on
// 1.2.0 with its earlier 1.1.0 and an upgrade 1.3.0 waiting to be applied, and a visitor pass
// package on its only version. Demo versions have no archive (stored_name null, size 0): their
// manifests are recorded as an upload would have recorded them.
import type { PackageManifest } from '../../../shared/platform/businessPackages';
import { packageDb } from '../../businessPackages/tables';
import type { Tx } from '../transaction';

interface DemoPackage {
  code: string;
  name: string;
  description: string;
  /** oldest first, with the days since each was uploaded */
  versions: { version: string; daysAgo: number }[];
  /** the version in use */
  current: string;
}

const DEMO_PACKAGES: DemoPackage[] = [
  {
    code: 'campus-card',
    name: '校园一卡通',
    description: '一卡通余额、消费记录与挂失',
    versions: [
      { version: '1.1.0', daysAgo: 60 },
      { version: '1.2.0', daysAgo: 30 },
      { version: '1.3.0', daysAgo: 2 },
    ],
    current: '1.2.0',
  },
  {
    code: 'visitor-pass',
    name: '访客通行',
    description: '访客预约与入校二维码',
    versions: [{ version: '2.0.1', daysAgo: 12 }],
    current: '2.0.1',
  },
];

const DEMO_ACCOUNT = 'admin';
const DAY_MS = 86_400_000;

export async function seedBusinessPackages(raw: Tx, tenantId: string, nowMs: number): Promise<void> {
  const tx = packageDb(raw);
  for (const p of DEMO_PACKAGES) {
    const manifestOf = (version: string): PackageManifest => ({ code: p.code, name: p.name, version, description: p.description });
    const first = new Date(nowMs - p.versions[0].daysAgo * DAY_MS);
    const fileOf = (version: string) => `${p.code}-${version}.zip`;
    const { id } = await tx
      .insertInto('business_packages')
      .values({
        tenant_id: tenantId,
        code: p.code,
        name: p.name,
        description: p.description,
        version: p.current,
        status: 1,
        manifest: JSON.stringify(manifestOf(p.current)),
        file_name: fileOf(p.current),
        stored_name: null,
        created_by: DEMO_ACCOUNT,
        created_at: first,
        updated_by: DEMO_ACCOUNT,
        updated_at: first,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('business_package_versions')
      .values(
        p.versions.map((v) => ({
          package_id: id,
          tenant_id: tenantId,
          version: v.version,
          description: p.description,
          manifest: JSON.stringify(manifestOf(v.version)),
          file_name: fileOf(v.version),
          stored_name: null,
          size: 0,
          entry_count: 0,
          created_by: DEMO_ACCOUNT,
          created_at: new Date(nowMs - v.daysAgo * DAY_MS),
        })),
      )
      .execute();
  }
}

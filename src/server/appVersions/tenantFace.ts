// What the download pages show of a tenant: its code, its platform name and logo. Both come
// from the published appearance document (/appearanceConfig, src/shared/documents/appearance/);
// before it is published the name is the tenant's own (tenants.name) and there is no logo. An
// unknown or disabled tenant has no face (the public read answers 404).
import { sql } from 'kysely';
import { appearance } from '../../shared/documents/appearance/definition';
import { fileUrl } from '../../shared/resources/files';
import type { Db } from '../db/schema';

export interface TenantFace {
  code: string;
  name: string;
  logo: string | null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** An image field holds a file id; an address (a path or http[s] URL) is kept as it is. */
export const logoUrl = (v: unknown): string | null => {
  const s = text(v);
  if (!s) return null;
  return s.startsWith('/') || /^https?:\/\//i.test(s) ? s : fileUrl(s);
};

export async function tenantFace(db: Db, tenantCode: string): Promise<TenantFace | null> {
  const { rows } = await sql<{ id: string; name: string; content: Record<string, unknown> | null }>`
    select t.id, t.name, v.content
    from tenants t
    left join documents d on d.tenant_id = t.id and d.key = ${appearance.key} and d.identity = ''
    left join document_versions v on v.document_id = d.id and v.version = d.published_version and v.tenant_id = t.id
    where t.id = ${tenantCode} and t.enabled`.execute(db);
  const t = rows[0];
  if (!t) return null;
  const content = t.content ?? {};
  return { code: t.id, name: text(content.platformName) || t.name, logo: logoUrl(content.logo) };
}

// Which uploaded pictures something still names: the image, rich-text and record-list columns of
// every collection (an image field holds the file id, rich text and records hold its address,
// which carries the id), every version of every configuration document (a restore brings an
// old version back, so its pictures stay), and the columns of hand-built tables that hold a
// picture's address (HAND_BUILT_PICTURES: the alumni posts' pictures and quoted covers). Read as
// text and searched for file ids.
import { sql } from 'kysely';
import { RESOURCES, ResourceDef } from '../../shared/resources';
import type { Db } from '../db/schema';

const FILE_ID = /f_[a-f0-9]{32}/g;
const HOLDS_FILES = new Set(['image', 'richText', 'records']);
/** tables no definition describes whose columns hold pictures' addresses */
const HAND_BUILT_PICTURES = [
  { table: 'alumni_posts', column: 'images' },
  { table: 'alumni_posts', column: 'quote_image' },
];

// a joined field (a visit's service icon) is another table's column, read there
const columnsOf = (def: ResourceDef) => def.fields.filter((f) => HOLDS_FILES.has(f.type) && !f.joined).map((f) => f.column);

function collect(into: Set<string>, text: string | null): void {
  for (const id of text?.match(FILE_ID) ?? []) into.add(id);
}

/** Every file id some record or document version of the tenant names. */
export async function referencedFiles(db: Db, tenantId: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const def of RESOURCES) {
    for (const column of columnsOf(def)) {
      const { rows } = await sql<{ text: string | null }>`select ${sql.ref(column)}::text as text from ${sql.table(def.table)}
        where tenant_id = ${tenantId} and ${sql.ref(column)} is not null and ${sql.ref(column)}::text like '%f\\_%'`.execute(db);
      for (const r of rows) collect(ids, r.text);
    }
  }
  for (const { table, column } of HAND_BUILT_PICTURES) {
    const { rows } = await sql<{ text: string | null }>`select ${sql.ref(column)}::text as text from ${sql.table(table)}
      where tenant_id = ${tenantId} and ${sql.ref(column)}::text like '%f\\_%'`.execute(db);
    for (const r of rows) collect(ids, r.text);
  }
  const { rows } = await sql<{ text: string | null }>`select content::text as text from document_versions
    where tenant_id = ${tenantId} and content::text like '%f\\_%'`.execute(db);
  for (const r of rows) collect(ids, r.text);
  return ids;
}

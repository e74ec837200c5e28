// One "try it" index per tenant, kept while the library's version is unchanged. A try reads the
// version (one small query); a changed version rebuilds the index from the enabled questions,
// one build at a time per tenant (concurrent tries share it).
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { LibraryEntry, LibraryIndex } from './libraryIndex';
import { versionOf } from './version';

interface Cached {
  version: number;
  index: Promise<LibraryIndex>;
}

export class IndexCache {
  private readonly byTenant = new Map<string, Cached>();
  /** how many indexes were built (tests read it) */
  builds = 0;

  async indexOf(db: Db, tenantId: string): Promise<LibraryIndex> {
    const version = await versionOf(db, tenantId);
    const cached = this.byTenant.get(tenantId);
    if (cached && cached.version === version) return cached.index;
    const index = this.build(db, tenantId);
    this.byTenant.set(tenantId, { version, index });
    index.catch(() => {
      if (this.byTenant.get(tenantId)?.index === index) this.byTenant.delete(tenantId);
    });
    return index;
  }

  private async build(db: Db, tenantId: string): Promise<LibraryIndex> {
    this.builds++;
    const { rows } = await sql<LibraryEntry>`select q.id, q.question, q.answer, t.name as "typeName", q.similar_questions as similar
      from faq_questions q join faq_question_types t on t.id = q.type_id
      where q.tenant_id = ${tenantId} and q.enabled order by q.id`.execute(db);
    return new LibraryIndex(rows.map((r) => ({ ...r, similar: Array.isArray(r.similar) ? r.similar : [] })));
  }
}

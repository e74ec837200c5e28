// The public read's answers kept in this process, keyed by tenant, document and identity: the
// exact bytes sent and their ETag, so a read is a map lookup. A publish or restore here drops
// the entry at once. Other processes sharing the database are caught by a cheap check: an
// entry older than `revalidateMs` is confirmed by one indexed query of the published version
// number before it is served again (0 = check every read), so a publish elsewhere shows within
// that time.
import type { Db } from '../db/schema';
import { docDb } from './tables';

export interface CachedAnswer {
  tenantId: string;
  key: string;
  identity: string;
  /** the published version number (0: the defaults) */
  version: number;
  etag: string;
  body: string;
  checkedAt: number;
}

const MAX_ENTRIES = 10_000;
export const DEFAULT_REVALIDATE_MS = 1000;

const cacheKey = (tenantId: string, key: string, identity: string) => `${tenantId}\n${key}\n${identity}`;

export class PublishedCache {
  private readonly entries = new Map<string, CachedAnswer>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    readonly revalidateMs = DEFAULT_REVALIDATE_MS,
  ) {}

  /** The entry when it is known current: fresh, or confirmed by the version check. */
  async current(tenantId: string, key: string, identity: string): Promise<CachedAnswer | undefined> {
    const k = cacheKey(tenantId, key, identity);
    const entry = this.entries.get(k);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.checkedAt < this.revalidateMs) return entry;
    const row = await docDb(this.db)
      .selectFrom('documents')
      .select('published_version')
      .where('tenant_id', '=', tenantId)
      .where('key', '=', key)
      .where('identity', '=', identity)
      .executeTakeFirst();
    if ((row?.published_version ?? 0) !== entry.version) {
      this.entries.delete(k);
      return undefined;
    }
    entry.checkedAt = now;
    return entry;
  }

  put(answer: Omit<CachedAnswer, 'checkedAt'>): CachedAnswer {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    const entry = { ...answer, checkedAt: this.now() };
    this.entries.set(cacheKey(answer.tenantId, answer.key, answer.identity), entry);
    return entry;
  }

  invalidate(tenantId: string, key: string, identity: string): void {
    this.entries.delete(cacheKey(tenantId, key, identity));
  }
}

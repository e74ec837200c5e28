// The alumni moments' titles and tiles (document 000 §7) in the alumniMoments document, for the
// legacy calls (routes/documents/alumniMoments.ts):
//   the tiles the moments page shows now: the published version's, or the newest (a draft, else
//   the defaults) while nothing is published (`published` says which);
//   adding, changing or removing one title (named by its name, compared trimmed): a new version
//   through the generic save (version, field checks, audit row), on the newest content with the
//   document row locked, so concurrent changes never lose one another; published at once when the
//   newest version was the published one (no draft of other changes pending), else kept in the
//   draft.
import { MomentTile, MomentTitle, ORDER_MAX } from '../../shared/documents/alumniMoments/definition';
import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { DocumentTarget, readState, versionContent } from './store';
import { saveDocument, WriteContext, WriteOutcome } from './write';

const listOf = <T>(content: Record<string, unknown> | null, name: string): T[] => (Array.isArray(content?.[name]) ? (content[name] as T[]) : []);

/** Two attempts: a first write racing another first write finds its base stale once. */
const ATTEMPTS = 2;

export interface CurrentTiles {
  data: MomentTile[];
  total: number;
  version: number;
  published: boolean;
}

export async function currentTiles(db: Db, target: DocumentTarget): Promise<CurrentTiles> {
  const { row, state } = await readState(db, target);
  const published = row?.published_version ?? null;
  const content = published ? await versionContent(db, target, row, published) : state.content;
  const data = listOf<MomentTile>(content, 'tiles');
  return { data, total: data.length, version: published ?? state.version, published: published !== null };
}

/** A change of the titles: the new list, or why it cannot be made. */
export type TitlesChange = (titles: MomentTitle[]) => MomentTitle[] | 'missing' | 'taken';

const sameName = (a: unknown, b: string) => typeof a === 'string' && a.trim() === b.trim();

/** Adds a title at the end (refused when one has its name), ordered after the others unless given. */
export const addTitle =
  (title: Omit<MomentTitle, 'order'> & { order?: number }): TitlesChange =>
  (titles) => {
    if (titles.some((t) => sameName(t.name, title.name))) return 'taken';
    const order = title.order ?? Math.min(ORDER_MAX, Math.max(0, ...titles.map((t) => (Number.isInteger(t.order) ? t.order : 0))) + 1);
    return [...titles, { ...title, order }];
  };

/** Changes the title of that name (renaming it onto another title's name is refused). */
export const updateTitle =
  (name: string, change: Partial<MomentTitle>): TitlesChange =>
  (titles) => {
    if (!titles.some((t) => sameName(t.name, name))) return 'missing';
    if (change.name !== undefined && !sameName(change.name, name) && titles.some((t) => sameName(t.name, change.name as string))) return 'taken';
    return titles.map((t) => (sameName(t.name, name) ? { ...t, ...change } : t));
  };

/** Removes the title of that name. */
export const removeTitle =
  (name: string): TitlesChange =>
  (titles) =>
    titles.some((t) => sameName(t.name, name)) ? titles.filter((t) => !sameName(t.name, name)) : 'missing';

/** The write's outcome, or why the change could not be made. */
export async function changeTitles(target: DocumentTarget, change: TitlesChange, ctx: WriteContext & { db: Db }): Promise<WriteOutcome | 'missing' | 'taken'> {
  const changeOnce = () =>
    inTransaction(ctx.db, async (tx): Promise<WriteOutcome | 'missing' | 'taken'> => {
      const { row, state } = await readState(tx, target, true);
      const titles = change(listOf<MomentTitle>(state.content, 'titles'));
      if (typeof titles === 'string') return titles;
      const inSync = row !== undefined && row.latest_version > 0 && row.published_version === row.latest_version;
      return saveDocument(target, { baseVersion: state.version, content: { titles }, publish: inSync }, { ...ctx, db: tx });
    });
  let outcome = await changeOnce();
  for (let i = 1; i < ATTEMPTS && typeof outcome !== 'string' && !outcome.ok && 'conflict' in outcome; i++) outcome = await changeOnce();
  return outcome;
}

// The robot's scenes (document 000 §7) in the robotBasicInfo document, for the legacy scene calls
// (routes/documents/questionScenes.ts):
//   the scenes the robot answers in now: the published version's, or the newest (a draft, else
//   the defaults) while nothing is published (`published` says which);
//   switching one scene: a new version through the generic save (version, audit row), on the
//   newest content with the document row locked, so concurrent switches never lose one another;
//   published at once when the newest version was the published one (no draft of other changes
//   pending), else kept in the draft.
import type { QuestionScene } from '../../shared/documents/robotBasicInfo/definition';
import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { DocumentTarget, readState, versionContent } from './store';
import { saveDocument, WriteContext, WriteOutcome } from './write';

const scenesOf = (content: Record<string, unknown> | null): QuestionScene[] => (Array.isArray(content?.scenes) ? (content.scenes as QuestionScene[]) : []);

/** Two attempts: a first write racing another first write finds its base stale once. */
const ATTEMPTS = 2;

export interface CurrentScenes {
  data: QuestionScene[];
  total: number;
  version: number;
  published: boolean;
}

export async function currentScenes(db: Db, target: DocumentTarget): Promise<CurrentScenes> {
  const { row, state } = await readState(db, target);
  const published = row?.published_version ?? null;
  const content = published ? await versionContent(db, target, row, published) : state.content;
  const data = scenesOf(content);
  return { data, total: data.length, version: published ?? state.version, published: published !== null };
}

/** The write's outcome, or 'missing' when no scene has that code. */
export async function switchScene(target: DocumentTarget, code: string, enabled: boolean, ctx: WriteContext & { db: Db }): Promise<WriteOutcome | 'missing'> {
  const switchOnce = () =>
    inTransaction(ctx.db, async (tx): Promise<WriteOutcome | 'missing'> => {
      const { row, state } = await readState(tx, target, true);
      const scenes = scenesOf(state.content);
      if (!scenes.some((s) => s.code === code)) return 'missing';
      const inSync = row !== undefined && row.latest_version > 0 && row.published_version === row.latest_version;
      const content = { scenes: scenes.map((s) => (s.code === code ? { ...s, enabled } : s)) };
      return saveDocument(target, { baseVersion: state.version, content, publish: inSync }, { ...ctx, db: tx });
    });
  let outcome = await switchOnce();
  for (let i = 1; i < ATTEMPTS && outcome !== 'missing' && !outcome.ok && 'conflict' in outcome; i++) outcome = await switchOnce();
  return outcome;
}

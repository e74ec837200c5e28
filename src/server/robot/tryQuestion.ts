// "Try it": the library's answer to a typed question, as the robot would give it — the five best
// questions with their scores, and the best one when it reaches the confidence threshold. Tries
// are not robot asks: no question-quiz record is written and no hit is counted.
import { TRY_CANDIDATES, TryResult } from '../../shared/robot/api';
import type { Db } from '../db/schema';
import type { IndexCache } from './indexCache';
import { CONFIDENCE_THRESHOLD } from './libraryIndex';

export async function tryQuestion(db: Db, cache: IndexCache, tenantId: string, text: string): Promise<TryResult> {
  const index = await cache.indexOf(db, tenantId);
  const candidates = index.search(text, TRY_CANDIDATES);
  const best = candidates[0];
  return {
    candidates,
    chosen: best && best.score >= CONFIDENCE_THRESHOLD ? best : null,
    threshold: CONFIDENCE_THRESHOLD,
    librarySize: index.size,
  };
}

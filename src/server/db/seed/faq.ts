// Seeds the robot's FAQ library: one question type per theme, its questions with answers.
import { insertBatched, insertBatchedReturningIds } from '../batch';
import type { Tx } from '../transaction';
import { FAQ } from './faqCatalogue';
import type { Rng } from './prng';

export async function seedFaq(tx: Tx, tenantId: string, rng: Rng): Promise<void> {
  const themes = Object.keys(FAQ);
  const typeIds = await insertBatchedReturningIds(
    tx,
    'faq_question_types',
    themes.map((name, i) => ({ tenant_id: tenantId, name, sort: i + 1 })),
  );
  const questions = themes.flatMap((theme, ti) =>
    FAQ[theme].map(([question, answer], qi) => ({
      tenant_id: tenantId,
      type_id: typeIds[ti],
      question,
      answer,
      keywords: theme,
      enabled: rng.chance(0.95),
      hits: rng.int(0, 800),
      sort: qi + 1,
    })),
  );
  await insertBatched(tx, 'faq_questions', questions);
}

// cardcolumnconfig/checkConfig: what keeps a card from being enabled: no data source or API, no
// column, a column showing a field the API does not return, a handle rule without its argument.
// Answered as i18n keys with parameters, worded in the caller's language by the route.
import { MAX_COLUMNS } from '../../shared/serviceCards/api';
import { HandleRule, ruleArgProblem } from '../../shared/serviceCards/handleRules';
import { apiOf } from '../../shared/serviceCards/sources';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { listColumns, readCard } from './cardRows';

export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

export async function configProblems(db: Db | Tx, tenantId: string, cardId: number): Promise<Problem[]> {
  const card = await readCard(db, tenantId, cardId);
  const columns = await listColumns(db, tenantId, cardId);
  const api = apiOf(card.dataSource, card.apiKey);
  const problems: Problem[] = [];
  if (!api) problems.push({ key: 'serviceCards.check.noApi' });
  if (columns.length === 0) problems.push({ key: 'serviceCards.check.noColumns' });
  if (columns.length > MAX_COLUMNS) problems.push({ key: 'serviceCards.check.tooManyColumns', params: { max: MAX_COLUMNS } });
  for (const c of columns) {
    if (api && !api.returnParams.some((p) => p.key === c.fieldKey))
      problems.push({ key: 'serviceCards.check.fieldGone', params: { label: c.label, field: c.fieldKey } });
    if (ruleArgProblem(c.handleRule as HandleRule, c.ruleArg)) problems.push({ key: 'serviceCards.check.ruleArg', params: { label: c.label } });
  }
  return problems;
}

// Issue 14: the recording call writes a batch's four roll-ups itself, in one statement
// (src/server/appCalls/dayCounts.ts), from counts it already made: the statement-level triggers of
// migration 029 cost ~7 ms of PGlite's thread a batch of 1,000 visits (measured: 10.7 ms for the
// upsert with them, 3.9 ms without). A transaction that says so (SUMMARIES_WRITTEN) is skipped by
// the triggers; every other writer of service_visit_days (the demo seed, a removal, tests) still
// has its summaries kept by them.
import { SUMMARY_CHANGES, summaryFunction } from './029_service_visit_summaries';
import { sqlMigration } from './sql';

/** the transaction-local setting by which a writer says it wrote the summaries itself */
export const SUMMARIES_WRITTEN = { name: 'campus.visit_summaries', value: 'written' } as const;

const head = {
  create: 'create or replace',
  first: `  if current_setting('${SUMMARIES_WRITTEN.name}', true) = '${SUMMARIES_WRITTEN.value}' then return null; end if;\n`,
};

export default sqlMigration(
  '031_visit_summaries_written_once',
  Object.entries(SUMMARY_CHANGES).map(([name, changed]) => summaryFunction(name, changed, head)),
);

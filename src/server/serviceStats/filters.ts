// The WHERE clause every statistics read puts on the daily roll-ups: the tenant (from the
// token), the range's days (the primary key starts with tenant_id, day) and the optional
// service and identity. The range is checked first (rangeProblem): a refused range never
// reaches a query.
import { sql, RawBuilder } from 'kysely';
import { IdentityFilter, rangeProblem, StatsRange } from '../../shared/services/stats';
import { refuse } from '../refusal';

export interface DayFilter extends StatsRange {
  serviceId?: number;
  identity?: IdentityFilter;
}

/** Refuses a malformed, reversed or over-long range with its message. */
export function checkRange(range: StatsRange): void {
  const problem = rangeProblem(range);
  if (problem) refuse(problem);
}

export function dayWhere(tenantId: string, f: DayFilter, alias = 'd'): RawBuilder<unknown> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const service = f.serviceId ? sql`and ${col('service_id')} = ${f.serviceId}` : sql``;
  const identity = f.identity ? sql`and ${col('identity')} = ${f.identity}` : sql``;
  return sql`${col('tenant_id')} = ${tenantId} and ${col('day')} between ${f.beginDate}::date and ${f.endDate}::date ${service} ${identity}`;
}

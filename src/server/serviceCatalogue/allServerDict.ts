// getAllServerDict: every option a service's form picks from, in one answer, from the same
// providers that answer the services definition's lookups and decide which values a save
// accepts (so the two never disagree); identities are fixed and localized.
import { IDENTITIES } from '../../shared/domain/people';
import { services } from '../../shared/resources/services/definition';
import type { AllServerDict } from '../../shared/services/catalogue';
import { LookupContext, providerOf } from '../resources/lookups';

const LOOKUPS = ['types', 'scenes', 'marks', 'roles', 'labels'] as const;

export async function allServerDict(ctx: LookupContext): Promise<AllServerDict> {
  const [types, scenes, marks, roles, labels] = await Promise.all(LOOKUPS.map((key) => providerOf(services, key)(ctx)));
  const named = (rows: Record<string, unknown>[]) => rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
  return {
    types: types.map((r) => ({ id: Number(r.id), name: String(r.name), icon: (r.icon as string | null) ?? null })),
    scenes: named(scenes),
    marks: marks.map((r) => ({ id: Number(r.id), name: String(r.name), color: String(r.color) })),
    roles: named(roles),
    labels: named(labels),
    identities: IDENTITIES.map((value) => ({ value, label: ctx.t(`identity.${value}`) })),
  };
}

// Seeds the service hall (types, scenes, services) and about 30 days of visit logs, each visit
// by a person whose identity may see the service, busier on weekdays and on popular services.
import { insertBatched, insertBatchedReturningIds } from '../batch';
import type { Tx } from '../transaction';
import type { SeededPeople } from './people';
import type { Rng } from './prng';
import { SERVICE_SCENES, SERVICE_TYPES, SERVICES } from './serviceCatalogue';

const DAY_MS = 86_400_000;

export async function seedServices(tx: Tx, tenantId: string, rng: Rng, people: SeededPeople, nowMs: number, visitsPerDay: number) {
  const typeIds = await insertBatchedReturningIds(
    tx,
    'service_types',
    SERVICE_TYPES.map(([name, icon], i) => ({ tenant_id: tenantId, name, icon, sort: i + 1 })),
  );
  const sceneIds = await insertBatchedReturningIds(
    tx,
    'service_scenes',
    SERVICE_SCENES.map(([name, description], i) => ({ tenant_id: tenantId, name, description, sort: i + 1 })),
  );
  const serviceIds = await insertBatchedReturningIds(
    tx,
    'services',
    SERVICES.map((svc, i) => ({
      tenant_id: tenantId,
      name: svc.name,
      icon: svc.icon,
      url: `https://service.demo.edu.cn/${svc.slug}`,
      type_id: typeIds[svc.type],
      scene_id: sceneIds[svc.scene],
      shelf_status: rng.chance(0.9) ? 1 : 0,
      identities: svc.identities,
      description: `${svc.name}（${SERVICE_TYPES[svc.type][0]}）`,
      sort: i + 1,
    })),
  );
  const weights = SERVICES.map((svc) => svc.weight);
  const indexes = SERVICES.map((_, i) => i);
  const visits = [];
  for (let day = 29; day >= 0; day -= 1) {
    const dayStart = Math.floor((nowMs - day * DAY_MS) / DAY_MS) * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    const count = Math.round(visitsPerDay * (weekday === 0 || weekday === 6 ? 0.45 : 1) * (0.85 + rng.next() * 0.3));
    for (let v = 0; v < count; v += 1) {
      const index = rng.weighted(indexes, weights);
      const identity = rng.pick(SERVICES[index].identities) as keyof SeededPeople['byIdentity'];
      const pool = people.byIdentity[identity];
      // office hours, Beijing time (UTC+8): 07:00–23:00
      const at = Math.min(nowMs, dayStart - 8 * 3_600_000 + rng.int(7 * 3_600_000, 23 * 3_600_000));
      visits.push({
        tenant_id: tenantId,
        service_id: serviceIds[index],
        person_id: pool.length > 0 ? rng.pick(pool) : null,
        identity,
        visited_at: new Date(at),
      });
    }
  }
  await insertBatched(tx, 'service_visit_logs', visits);
}

// The demo data: tenant 000000 (示范大学) at full size and tenant 100001 (滨江职业技术学院)
// smaller, each in one transaction, deterministic for a given day. `small` is for tests.
import { sql } from 'kysely';
import type { Db } from '../schema';
import { inTransaction } from '../transaction';
import { AlumniCounts, seedAlumni } from './alumni';
import { seedAlumniContent } from './alumniContent';
import { seedBusinessPackages } from './businessPackages';
import { seedCollections } from './collections';
import { seedDictionaries } from './dictionaries';
import { seedDocuments } from './documents';
import { seedFaq } from './faq';
import { seedMembers } from './members';
import { seedNewsInbox } from './news';
import { seedOrg } from './organization';
import { PeopleCounts, seedPeople } from './people';
import { PortraitCounts, seedPortraits } from './portraits';
import { seedPeopleArea } from './peopleArea';
import { seedPresetServices } from './presetServices';
import { seededRng, seedOf } from './prng';
import { seedServiceEvents, ServiceEventSizes } from './serviceEvents';
import { seedServiceCards } from './serviceCards';
import { seedServices } from './services';
import { seedSlides } from './slides';
import { DEMO_TENANT, SECOND_TENANT, seedAdmin, seedTenant, TenantSpec } from './tenants';
import { seedDemoAdmins } from './adminRights';

export { DEMO_PASSWORD, DEMO_TENANT, SECOND_TENANT } from './tenants';

export type SeedScale = 'full' | 'small';

interface TenantSize {
  people: PeopleCounts;
  /** a year of visits, favourites and ratings (seed/serviceEvents.ts) */
  serviceEvents: ServiceEventSizes;
  alumni: AlumniCounts;
  /** how many of the demo slides (with their pictures as uploads); none at the tests' size */
  slides: number;
  /** demo photos (seed/portraits.ts); none at the tests' size */
  portraits: PortraitCounts;
}

const NO_PORTRAITS: PortraitCounts = { NEW_STUDENT: 0, STUDENT: 0, GRADUATE_STUDENT: 0, TEACHER: 0 };

const FULL: TenantSize = {
  people: { students: 2000, newStudents: 300, graduates: 200, teachers: 300, others: 50 },
  serviceEvents: { visitsPerDay: 300, favouriteShare: 0.5, ratingShare: 0.35 },
  alumni: { posts: 3000, shieldWords: 42 },
  slides: 10,
  portraits: { NEW_STUDENT: 120, STUDENT: 300, GRADUATE_STUDENT: 40, TEACHER: 120 },
};
const SECOND: TenantSize = {
  people: { students: 300, newStudents: 60, graduates: 0, teachers: 60, others: 10 },
  serviceEvents: { visitsPerDay: 60, favouriteShare: 0.5, ratingShare: 0.35 },
  alumni: { posts: 300, shieldWords: 8 },
  slides: 10,
  portraits: { NEW_STUDENT: 20, STUDENT: 40, GRADUATE_STUDENT: 0, TEACHER: 20 },
};
const SMALL: TenantSize = {
  people: { students: 40, newStudents: 10, graduates: 6, teachers: 12, others: 4 },
  serviceEvents: { visitsPerDay: 8, favouriteShare: 0.5, ratingShare: 0.35 },
  alumni: { posts: 12, shieldWords: 12 },
  slides: 0,
  portraits: NO_PORTRAITS,
};
const SMALL_SECOND: TenantSize = { ...SMALL, alumni: { posts: 2, shieldWords: 3 } };

export async function seedTenantData(db: Db, spec: TenantSpec, size: TenantSize, nowMs: number): Promise<void> {
  const rng = seededRng(seedOf(spec.id));
  const currentYear = new Date(nowMs).getUTCFullYear();
  await inTransaction(db, async (tx) => {
    await seedTenant(tx, spec, undefined, { nowMs });
    if (spec.id === DEMO_TENANT.id) await seedDemoAdmins(tx, spec.id);
    await seedDictionaries(tx, spec.id);
    const org = await seedOrg(tx, spec.id, currentYear);
    const people = await seedPeople(tx, spec.id, rng, org, size.people, currentYear);
    await seedPortraits(tx, spec.id, people, size.portraits, nowMs);
    await seedFaq(tx, spec.id, rng);
    await seedAlumni(tx, spec.id, rng, people, nowMs, size.alumni);
    await seedAlumniContent(tx, spec.id, spec.name, nowMs);
    await seedMembers(tx, spec.id, people, org, nowMs);
    await seedServices(tx, spec.id);
    await seedServiceEvents(tx, spec.id, size.serviceEvents, nowMs);
    await seedPresetServices(tx, spec.id);
    await seedCollections(tx, spec.id);
    await seedSlides(tx, spec.id, size.slides, nowMs);
    await seedPeopleArea(tx, spec.id, nowMs);
    await seedDocuments(tx, spec, nowMs);
    await seedNewsInbox(tx, spec.id, nowMs);
    await seedServiceCards(tx, spec.id);
    await seedBusinessPackages(tx, spec.id, nowMs);
  });
}

export async function seedDemo(db: Db, options: { scale?: SeedScale; now?: number } = {}): Promise<void> {
  const now = options.now ?? Date.now();
  const small = options.scale === 'small';
  await seedTenantData(db, DEMO_TENANT, small ? SMALL : FULL, now);
  await seedTenantData(db, SECOND_TENANT, small ? SMALL_SECOND : SECOND, now);
  // PGlite has no autovacuum: without statistics the planner joins units and classes by nested
  // loops (a 1,000-row export page: 43 ms against 8.6 ms once analyzed)
  await sql`analyze`.execute(db);
}

/** Seeds only when the demo tenant does not exist yet; true when it seeded. */
export async function seedDemoIfMissing(db: Db, options: { scale?: SeedScale; now?: number } = {}): Promise<boolean> {
  const exists = await db.selectFrom('tenants').select('id').where('id', '=', DEMO_TENANT.id).executeTakeFirst();
  if (exists) return false;
  await seedDemo(db, options);
  return true;
}

export interface FirstAdmin {
  tenantId: string;
  /** the tenant's name when it is created (default: its id) */
  tenantName?: string;
  account: string;
  userName?: string;
  password: string;
}

/**
 * A real deployment's first administrator (main.ts, from ADMIN_TENANT / ADMIN_ACCOUNT /
 * ADMIN_PASSWORD): the tenant with its starting dictionaries when it does not exist yet, and the
 * administrator, who must change the password at first sign-in (it passed through the
 * environment, which others may read). Nothing is changed when the account already exists;
 * 'exists' then.
 */
export async function seedFirstAdmin(db: Db, first: FirstAdmin): Promise<'created' | 'exists'> {
  return inTransaction(db, async (tx) => {
    const existing = await tx
      .selectFrom('admin_users')
      .select('id')
      .where('tenant_id', '=', first.tenantId)
      .where((eb) => eb(eb.fn('lower', ['account']), '=', first.account.trim().toLowerCase()))
      .executeTakeFirst();
    if (existing) return 'exists';
    const tenant = await tx.selectFrom('tenants').select('id').where('id', '=', first.tenantId).executeTakeFirst();
    if (!tenant) {
      await tx
        .insertInto('tenants')
        .values({ id: first.tenantId, name: first.tenantName || first.tenantId })
        .execute();
      await seedDictionaries(tx, first.tenantId);
    }
    await seedAdmin(tx, first.tenantId, { account: first.account.trim(), userName: first.userName || first.account.trim() }, first.password, {
      mustChangePassword: true,
    });
    return 'created';
  });
}

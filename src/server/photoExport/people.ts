// The people a photo export covers, read through the people query module's selection (data
// range, filters, advanced search, checked ids: src/server/people) with the two conditions of
// the photo export on top: a stored photo, and the naming field (exportNamingField) filled in.
// One pass counts the range for the dialog; the job reads the exportable people in keyset pages
// (id descending, straight from the people_list index), never OFFSET.
import { sql } from 'kysely';
import type { NamingField } from '../../shared/photos/naming';
import type { Db } from '../db/schema';
import type { PeopleSelection } from '../people';
import { PEOPLE_COLUMNS } from '../people/columns';
import { checkSearch, searchJoins } from '../people/search';
import { CheckedSelection, PeopleQuery, selectionQuery } from '../people/selection';
import { tenantZone } from '../time/tenantZone';

export interface RangeCounts {
  /** people in the range */
  total: number;
  /** of them, with a photo */
  withPhoto: number;
  /** of them, whose naming field is empty (null or '') */
  missingIdentifier: number;
  /** of them, with a photo and the naming field: the entries the zip will hold */
  exportable: number;
}

/** The selection's query with its advanced search checked (throws PeopleQueryRefused). */
async function rangeQuery(db: Db, tenantId: string, sel: PeopleSelection): Promise<PeopleQuery | null> {
  const checked: CheckedSelection = {
    identity: sel.identity,
    filters: sel.filters,
    ids: sel.ids,
    search: checkSearch(sel.identity, sel.advancedSearch, await tenantZone(db, tenantId)),
  };
  return selectionQuery(db, tenantId, checked, searchJoins(checked.search));
}

const filled = (field: NamingField) => sql<boolean>`coalesce(${PEOPLE_COLUMNS[field].ref}, '') <> ''`;

export async function countRange(db: Db, tenantId: string, sel: PeopleSelection, field: NamingField): Promise<RangeCounts> {
  const q = await rangeQuery(db, tenantId, sel);
  if (!q) return { total: 0, withPhoto: 0, missingIdentifier: 0, exportable: 0 };
  const has = filled(field);
  const row = await q
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where p.photo_path is not null))::int`.as('withPhoto'),
      sql<number>`(count(*) filter (where not ${has}))::int`.as('missingIdentifier'),
      sql<number>`(count(*) filter (where p.photo_path is not null and ${has}))::int`.as('exportable'),
    ])
    .executeTakeFirst();
  return {
    total: Number(row?.total ?? 0),
    withPhoto: Number(row?.withPhoto ?? 0),
    missingIdentifier: Number(row?.missingIdentifier ?? 0),
    exportable: Number(row?.exportable ?? 0),
  };
}

export interface ExportablePhoto {
  id: number;
  /** the naming field's value: the entry's name */
  identifier: string;
  /** the stored picture's name in the photo store */
  photoPath: string;
  /** when the picture was placed (the entry's time) */
  photoUpdatedAt: Date | null;
}

/** The people in range with a photo and the naming field, a page at a time (id descending). A
 *  person who leaves the range or loses the photo while the job runs is left out. */
export async function* readExportable(db: Db, tenantId: string, sel: PeopleSelection, field: NamingField, pageSize: number): AsyncGenerator<ExportablePhoto[]> {
  const base = await rangeQuery(db, tenantId, sel);
  if (!base) return;
  const q = base
    .where('p.photo_path', 'is not', null)
    .where(filled(field))
    .select(['p.id', sql<string>`${PEOPLE_COLUMNS[field].ref}`.as('identifier'), 'p.photo_path', 'p.photo_updated_at']);
  let last: number | null = null;
  for (;;) {
    const rows = await (last === null ? q : q.where('p.id', '<', last)).orderBy('p.id', 'desc').limit(pageSize).execute();
    if (rows.length === 0) return;
    last = rows[rows.length - 1].id;
    yield rows.map((r) => ({ id: r.id, identifier: r.identifier, photoPath: r.photo_path!, photoUpdatedAt: r.photo_updated_at }));
    if (rows.length < pageSize) return;
  }
}

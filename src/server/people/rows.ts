// Database rows of people as the console receives them: camelCase, the identity's own number
// picked out, times as ISO text, the photo's thumbnail as a signed link. Masking is the caller's
// (masking.ts: the tenant's published sensitive-information rules).
import type { OrgUnitType } from '../../shared/domain/people';
import type { OrgPathStep, PersonDetail, PersonRow } from '../../shared/people/api';
import type { Db } from '../db/schema';
import { OWN_IDENTIFIER } from './identifiers';
import type { PersonDbRow } from './rowQuery';

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** The signed link of a stored photo's thumbnail (app.photos.link for the caller's tenant). */
export type ThumbLink = (photoPath: string) => string;

export function listRow(r: PersonDbRow, thumb: ThumbLink): PersonRow {
  return {
    id: r.id,
    identity: r.identity,
    name: r.name,
    gender: r.gender,
    identifier: r[OWN_IDENTIFIER[r.identity]],
    studentNo: r.student_no,
    examNo: r.exam_no,
    workNo: r.work_no,
    account: r.account,
    idNumber: r.id_number,
    phone: r.phone,
    orgUnitId: r.org_unit_id,
    unitName: r.unit_name,
    classId: r.class_id,
    className: r.class_name,
    currentStatus: r.current_status,
    presentState: r.present_state,
    grade: r.grade,
    hasPhoto: Boolean(r.has_photo),
    thumbUrl: r.photo_path ? thumb(r.photo_path) : null,
    createdAt: iso(r.created_at),
  };
}

/** '/1/5/9/' → [1, 5, 9] */
export const idsOfPath = (path: string | null): number[] => (path ?? '').split('/').filter(Boolean).map(Number);

/** The names from the campus down to the person's class, or unit when they have no class. */
export async function orgPathOf(db: Db, tenantId: string, r: PersonDbRow): Promise<OrgPathStep[]> {
  const ids = idsOfPath(r.class_path ?? r.unit_path);
  if (ids.length === 0) return [];
  const units = await db.selectFrom('org_units').select(['id', 'name', 'type']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  const byId = new Map(units.map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const u = byId.get(id);
    return u ? [{ id: u.id, name: u.name, type: u.type as OrgUnitType }] : [];
  });
}

export async function detailOf(db: Db, tenantId: string, r: PersonDbRow, thumb: ThumbLink): Promise<PersonDetail> {
  return { ...listRow(r, thumb), email: r.email, updatedAt: iso(r.updated_at), orgPath: await orgPathOf(db, tenantId, r) };
}

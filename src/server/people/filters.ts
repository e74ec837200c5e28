// The list body's filters in their stored types. The schema has already admitted only text,
// digits or null; here blanks become "no filter", text is trimmed and numbers are parsed, so
// the query builder sees one clean shape.
import type { PeopleFilters } from '../../shared/people/api';

type Raw = Record<string, unknown>;

const textOf = (v: unknown): string | undefined => {
  if (v === undefined || v === null) return undefined;
  const s = String(v).trim();
  return s === '' ? undefined : s;
};

const numberOf = (v: unknown): number | undefined => {
  const s = textOf(v);
  if (s === undefined) return undefined;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : undefined;
};

export function readFilters(body: Raw): PeopleFilters {
  const filters: PeopleFilters = {
    name: textOf(body.name),
    identifier: textOf(body.identifier),
    // the check letter of an ID number is stored upper-case
    idNumber: textOf(body.idNumber)?.toUpperCase(),
    phone: textOf(body.phone),
    gender: numberOf(body.gender),
    currentStatus: textOf(body.currentStatus),
    presentState: textOf(body.presentState),
    orgUnitId: numberOf(body.orgUnitId),
    classId: numberOf(body.classId),
    grade: textOf(body.grade),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as PeopleFilters;
}

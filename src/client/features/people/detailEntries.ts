// The lines of a person's detail: every field, whole, in the order an administrator reads a
// record card — who, which numbers, how to reach them, where they sit, and their standing.
import { DATE_MINUTES } from '../../../shared/dateTime';
import { showTime } from '../../lib/timeZone';
import type { PersonDetail } from '../../../shared/people/api';
import type { T } from '../../i18n';
import { dictLabelOf } from '../../widgets/dict/dictLabelOf';
import type { ColumnDicts, DictOptions } from './columnDicts';
import type { IdentityConfig } from './identityConfig';

export interface DetailEntry {
  key: string;
  label: string;
  value: string;
}

/** 'YYYY-MM-DD HH:mm' in the browser's time zone */
export const formatTime = (iso: string | null | undefined): string => showTime(iso, DATE_MINUTES);

const labelOf = (dict: DictOptions | null, value: string | number | null) =>
  value === null || value === '' ? '' : ((dict && dictLabelOf(dict.options, value)) ?? String(value));

export function detailEntries(person: PersonDetail, config: IdentityConfig, dicts: ColumnDicts, t: T): DetailEntry[] {
  const entry = (key: string, label: string, value: string | number | null | undefined): DetailEntry => ({
    key,
    label: t(label),
    value: value === null || value === undefined || value === '' ? '-' : String(value),
  });
  const numbers: DetailEntry[] = [
    entry('examNo', 'importField.examNo', person.examNo),
    entry('studentNo', 'importField.studentNo', person.studentNo),
    entry('workNo', 'importField.workNo', person.workNo),
    entry('account', 'importField.account', person.account),
  ].filter((e) => e.value !== '-');
  return [
    entry('name', 'importField.name', person.name),
    { key: 'identity', label: t('people.identity'), value: t(`identity.${person.identity}`) },
    ...numbers,
    entry('gender', 'importField.gender', labelOf(dicts.gender, person.gender)),
    entry('idNumber', 'importField.idNumber', person.idNumber),
    entry('phone', 'importField.phone', person.phone),
    entry('email', 'importField.email', person.email),
    entry('orgPath', 'people.orgPath', person.orgPath.map((step) => step.name).join(' / ')),
    ...(config.statusDict ? [entry('currentStatus', 'importField.currentStatus', labelOf(dicts.status, person.currentStatus))] : []),
    ...(config.presentStateDict ? [entry('presentState', 'importField.presentState', labelOf(dicts.presentState, person.presentState))] : []),
    ...(config.showGrade ? [entry('grade', 'importField.grade', person.grade)] : []),
    entry('photo', 'people.photo', t(person.hasPhoto ? 'people.hasPhoto' : 'people.noPhoto')),
    entry('createdAt', 'common.createdAt', formatTime(person.createdAt)),
    entry('updatedAt', 'common.updatedAt', formatTime(person.updatedAt)),
  ];
}

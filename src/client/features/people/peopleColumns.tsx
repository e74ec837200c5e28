// The columns of a people list: photo, name (opens the detail), the identity's numbers, gender,
// masked ID number and phone, class or unit, status, present state and grade where the
// identity has them. Dictionary labels come from options read once per column by the
// container, so the cells do not each connect to the store.
import { Button } from 'semantic-ui-react';
import type { PersonRow } from '../../../shared/people/api';
import type { T } from '../../i18n';
import { DictLabel } from '../../widgets/dict/DictLabel';
import type { OptionsStatus } from '../../widgets/dict/types';
import { FallbackImage } from '../../widgets/image/FallbackImage';
import type { PagedTableColumn } from '../../widgets/pagedTable/PagedTable';
import type { Option } from '../../widgets/select/types';
import type { IdentityConfig } from './identityConfig';

export interface DictOptions {
  options: Option[];
  status: OptionsStatus;
}

export interface ColumnDicts {
  gender: DictOptions;
  status: DictOptions | null;
  presentState: DictOptions | null;
}

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '-' : String(v));

/** Students are shown by class (with the major as a hint), everyone else by unit. */
const placementOf = (row: PersonRow) => (row.className ? <span title={row.unitName ?? undefined}>{row.className}</span> : dash(row.unitName));

export function peopleColumns(config: IdentityConfig, t: T, dicts: ColumnDicts, onOpenDetail: (row: PersonRow) => void): PagedTableColumn<PersonRow>[] {
  const columns: PagedTableColumn<PersonRow>[] = [
    {
      key: 'photo',
      header: t('people.photo'),
      width: 64,
      // no photo file is served yet: the avatar stands in, and says whether a photo is on file
      render: (row) => (
        <FallbackImage className={row.hasPhoto ? 'people-avatar' : 'people-avatar people-avatar-none'} fallback="avatar" src={null}
          alt={t(row.hasPhoto ? 'people.hasPhoto' : 'people.noPhoto')} title={t(row.hasPhoto ? 'people.hasPhoto' : 'people.noPhoto')} />
      ),
    },
    {
      key: 'name',
      header: t('importField.name'),
      render: (row) => (
        <Button basic compact size="small" className="people-name-link" data-testid={`people-detail-${row.id}`} title={t('people.detail')}
          onClick={() => onOpenDetail(row)} content={row.name} />
      ),
    },
    // new students show both numbers: most have a student number before they arrive
    ...config.numberColumns.map((name): PagedTableColumn<PersonRow> => ({ key: name, header: t(`importField.${name}`), render: (row) => dash(row[name]) })),
    { key: 'gender', header: t('importField.gender'), width: 64, render: (row) => <DictLabel {...dicts.gender} value={row.gender} /> },
    { key: 'idNumber', header: t('importField.idNumber'), render: (row) => <span className="people-masked">{dash(row.idNumber)}</span> },
    { key: 'phone', header: t('importField.phone'), render: (row) => <span className="people-masked">{dash(row.phone)}</span> },
    { key: 'placement', header: t(config.placement.label), render: placementOf },
  ];
  if (dicts.status) {
    const status = dicts.status;
    columns.push({ key: 'currentStatus', header: t('importField.currentStatus'), render: (row) => <DictLabel {...status} value={row.currentStatus} /> });
  }
  if (dicts.presentState) {
    const presentState = dicts.presentState;
    columns.push({ key: 'presentState', header: t('importField.presentState'), render: (row) => <DictLabel {...presentState} value={row.presentState} /> });
  }
  if (config.showGrade) columns.push({ key: 'grade', header: t('importField.grade'), width: 72, render: (row) => dash(row.grade) });
  return columns;
}

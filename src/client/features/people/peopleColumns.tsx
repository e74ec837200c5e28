// The columns of a people list: photo, name (opens the detail), the identity's numbers, gender,
// masked ID number and phone, class or unit, status, present state and grade where the
// identity has them, and the creation time (hidden until the field display shows it). The
// field display's choices (features/peopleQuery) set their order and which are shown.
// Dictionary labels come from options read once per column by the container, so the cells do
// not each connect to the store.
import { Button } from 'semantic-ui-react';
import type { PersonRow } from '../../../shared/people/api';
import type { T } from '../../i18n';
import { DictLabel } from '../../widgets/dict/DictLabel';
import { FallbackImage } from '../../widgets/image/FallbackImage';
import type { PagedTableColumn } from '../../widgets/pagedTable/PagedTable';
import { arrangeColumns, shownInOrder } from '../peopleQuery';
import type { ColumnChoice } from '../peopleQuery';
import { formatTime } from './detailEntries';
import type { IdentityConfig } from './identityConfig';
import type { ColumnDicts } from './columnDicts';

/** A column of the list: its key, the message key of its header, whether it shows by default. */
export interface PeopleColumnDef {
  key: string;
  label: string;
  defaultShown: boolean;
}

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '-' : String(v));

/** Students are shown by class (with the major as a hint), everyone else by unit. */
const placementOf = (row: PersonRow) => (row.className ? <span title={row.unitName ?? undefined}>{row.className}</span> : dash(row.unitName));

const def = (key: string, label: string, defaultShown = true): PeopleColumnDef => ({ key, label, defaultShown });

/** The list's columns in their default order (what the field display dialog offers). */
export function peopleColumnDefs(config: IdentityConfig): PeopleColumnDef[] {
  return [
    def('photo', 'people.photo'),
    def('name', 'importField.name'),
    // new students show both numbers: most have a student number before they arrive
    ...config.numberColumns.map((name) => def(name, `importField.${name}`)),
    def('gender', 'importField.gender'),
    def('idNumber', 'importField.idNumber'),
    def('phone', 'importField.phone'),
    def('placement', config.placement.label),
    ...(config.statusDict ? [def('currentStatus', 'importField.currentStatus')] : []),
    ...(config.presentStateDict ? [def('presentState', 'importField.presentState')] : []),
    ...(config.showGrade ? [def('grade', 'importField.grade')] : []),
    def('createdAt', 'common.createdAt', false),
  ];
}

/** The default display of the list's columns. */
export const defaultColumnDisplay = (config: IdentityConfig): ColumnChoice[] => peopleColumnDefs(config).map((c) => ({ key: c.key, shown: c.defaultShown }));

type Cell = Omit<PagedTableColumn<PersonRow>, 'key' | 'header'>;

function cells(t: T, dicts: ColumnDicts, onOpenDetail: (row: PersonRow) => void): Record<string, Cell> {
  const number = (name: 'examNo' | 'studentNo' | 'workNo' | 'account'): Cell => ({ render: (row) => dash(row[name]) });
  const { status, presentState } = dicts;
  return {
    photo: {
      width: 64,
      // the photo's thumbnail (a signed link); the default avatar when there is none or it fails
      render: (row) => (
        <FallbackImage
          className={row.hasPhoto ? 'people-avatar' : 'people-avatar people-avatar-none'}
          fallback="avatar"
          src={row.thumbUrl ?? null}
          alt={t(row.hasPhoto ? 'people.hasPhoto' : 'people.noPhoto')}
          title={t(row.hasPhoto ? 'people.hasPhoto' : 'people.noPhoto')}
        />
      ),
    },
    name: {
      render: (row) => (
        <Button
          basic
          compact
          size="small"
          className="people-name-link"
          data-testid={`people-detail-${row.id}`}
          title={t('people.detail')}
          onClick={() => onOpenDetail(row)}
          content={row.name}
        />
      ),
    },
    examNo: number('examNo'),
    studentNo: number('studentNo'),
    workNo: number('workNo'),
    account: number('account'),
    gender: { width: 64, render: (row) => <DictLabel {...dicts.gender} value={row.gender} /> },
    idNumber: { render: (row) => <span className="people-masked">{dash(row.idNumber)}</span> },
    phone: { render: (row) => <span className="people-masked">{dash(row.phone)}</span> },
    placement: { render: placementOf },
    currentStatus: { render: (row) => (status ? <DictLabel {...status} value={row.currentStatus} /> : dash(row.currentStatus)) },
    presentState: { render: (row) => (presentState ? <DictLabel {...presentState} value={row.presentState} /> : dash(row.presentState)) },
    grade: { width: 72, render: (row) => dash(row.grade) },
    createdAt: { render: (row) => dash(formatTime(row.createdAt)) },
  };
}

/** The columns shown, in the display's order (`display` null: the default). */
export function peopleColumns(
  config: IdentityConfig,
  t: T,
  dicts: ColumnDicts,
  onOpenDetail: (row: PersonRow) => void,
  display: ColumnChoice[] | null = null,
): PagedTableColumn<PersonRow>[] {
  const defs = peopleColumnDefs(config);
  const byKey = cells(t, dicts, onOpenDetail);
  return shownInOrder(defs, arrangeColumns(defaultColumnDisplay(config), display)).map((c) => ({ key: c.key, header: t(c.label), ...byKey[c.key] }));
}

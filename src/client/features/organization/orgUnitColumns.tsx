// The columns of the unit list: name (a unit with children opens it), code, type, grade and
// class type for classes, how many units sit directly below, and how many people are in it and
// below it, with the identities they are.
import { Button } from 'semantic-ui-react';
import { IDENTITIES } from '../../../shared/domain/people';
import type { OrgUnitRow } from '../../../shared/people/api';
import type { T } from '../../i18n';
import type { PagedTableColumn } from '../../widgets/pagedTable/PagedTable';

const breakdown = (row: OrgUnitRow, t: T) =>
  IDENTITIES.filter((i) => row.peopleByIdentity[i])
    .map((i) => `${t(`identity.${i}`)} ${row.peopleByIdentity[i]}`)
    .join(' · ') || '-';

export function orgUnitColumns(t: T, onOpen: (row: OrgUnitRow) => void): PagedTableColumn<OrgUnitRow>[] {
  return [
    {
      key: 'name',
      header: t('org.name'),
      render: (row) =>
        row.childCount > 0 ? (
          <Button
            basic
            compact
            size="small"
            className="org-name-link"
            data-testid={`org-open-${row.id}`}
            icon="folder open outline"
            content={row.name}
            onClick={() => onOpen(row)}
          />
        ) : (
          row.name
        ),
    },
    { key: 'code', header: t('importField.code'), width: 130, render: (row) => row.code },
    { key: 'type', header: t('org.type'), width: 80, render: (row) => t(`import.type.${row.type}`) },
    {
      key: 'grade',
      header: `${t('importField.grade')} / ${t('importField.classType')}`,
      width: 160,
      render: (row) => (row.grade || row.classType ? [row.grade, row.classType ? t(`class.type.${row.classType}`) : null].filter(Boolean).join(' / ') : '-'),
    },
    { key: 'childCount', header: t('org.childCount'), width: 100, render: (row) => row.childCount },
    { key: 'peopleCount', header: t('org.peopleCount'), width: 80, render: (row) => <span data-testid={`org-people-${row.id}`}>{row.peopleCount}</span> },
    { key: 'breakdown', header: t('org.peopleBreakdown'), render: (row) => <span className="org-breakdown">{breakdown(row, t)}</span> },
  ];
}

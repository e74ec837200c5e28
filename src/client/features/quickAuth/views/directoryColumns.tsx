// The data directory's columns: the name (a directory's opens it), the type (directory or table),
// the note, entries below, members authorized, and the quick authorization button.
import { Button, Icon } from 'semantic-ui-react';
import type { DirectoryRow } from '../../../../shared/members/quickAuthApi';
import type { T } from '../../../i18n';
import type { PagedTableColumn } from '../../../widgets/pagedTable/PagedTable';

const text = (v: string | null | undefined) => (v && v.trim() ? v : '-');

export function directoryColumns(t: T, onEnter: (row: DirectoryRow) => void, onAuthorize: (row: DirectoryRow) => void): PagedTableColumn<DirectoryRow>[] {
  return [
    {
      key: 'name',
      header: t('membersUi.dir.name'),
      render: (r) =>
        r.type === 'DIR' ? (
          <Button basic size="mini" compact icon="folder" data-testid={`quick-auth-dir-${r.id}`} content={r.name} onClick={() => onEnter(r)} />
        ) : (
          <span data-testid={`quick-auth-file-${r.id}`}>
            <Icon name="table" color="grey" />
            {r.name}
          </span>
        ),
    },
    { key: 'type', header: t('membersUi.dir.type'), render: (r) => t(`membersUi.dir.type.${r.type}`) },
    { key: 'note', header: t('membersUi.col.note'), render: (r) => text(r.note) },
    { key: 'childCount', header: t('membersUi.dir.childCount'), render: (r) => (r.type === 'DIR' ? r.childCount : '-') },
    {
      key: 'authorizedCount',
      header: t('membersUi.dir.authorizedCount'),
      render: (r) => <span data-testid={`quick-auth-count-${r.id}`}>{r.authorizedCount}</span>,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      render: (r) => (
        <Button
          size="mini"
          primary
          basic
          icon="key"
          data-testid={`quick-auth-open-${r.id}`}
          content={t('membersUi.auth.title')}
          onClick={() => onAuthorize(r)}
        />
      ),
    },
  ];
}

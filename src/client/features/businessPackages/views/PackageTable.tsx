// The tenant's packages: name, code, the version in use (with its waiting upgrades) and its size, status,
// description, last change and the row's actions; a search by name or code and the pager. Dumb:
// rows in, callbacks out.
import { Button, Form, Label, Pagination, Table } from 'semantic-ui-react';
import type { PackageRow } from '../../../../shared/platform/businessPackages';
import type { T } from '../../../i18n';
import { formatBytes, shownTime } from './say';
import { WriteButton } from '../../session/components';

export interface PackageTableProps {
  t: T;
  rows: PackageRow[];
  loading: boolean;
  searchDraft: string;
  pageIndex: number;
  pageCount: number;
  onSearchText: (text: string) => void;
  onSearch: () => void;
  onPage: (pageIndex: number) => void;
  onVersions: (row: PackageRow) => void;
  onEdit: (row: PackageRow) => void;
  onRemove: (row: PackageRow) => void;
}

export default function PackageTable(p: PackageTableProps) {
  const { t } = p;
  return (
    <div data-testid="package-table">
      <Form onSubmit={p.onSearch}>
        <Form.Input
          icon="search"
          placeholder={t('businessPackagesUi.search')}
          value={p.searchDraft}
          data-testid="package-search"
          onChange={(_e, { value }) => p.onSearchText(String(value))}
        />
      </Form>
      <Table compact celled className={p.loading ? 'loading' : undefined}>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t('businessPackagesUi.name')}</Table.HeaderCell>
            <Table.HeaderCell>{t('businessPackagesUi.code')}</Table.HeaderCell>
            <Table.HeaderCell>{t('businessPackagesUi.version')}</Table.HeaderCell>
            <Table.HeaderCell>{t('businessPackagesUi.fileSize')}</Table.HeaderCell>
            <Table.HeaderCell>{t('businessPackagesUi.status')}</Table.HeaderCell>
            <Table.HeaderCell>{t('businessPackagesUi.description')}</Table.HeaderCell>
            <Table.HeaderCell>{t('businessPackagesUi.updatedAt')}</Table.HeaderCell>
            <Table.HeaderCell>{t('businessPackagesUi.actions')}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {p.rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={8} textAlign="center" data-testid="package-empty">
                {p.loading ? '…' : t('businessPackagesUi.empty')}
              </Table.Cell>
            </Table.Row>
          ) : (
            p.rows.map((row) => (
              <Table.Row key={row.id} data-testid={`package-row-${row.code}`}>
                <Table.Cell>{row.name}</Table.Cell>
                <Table.Cell>{row.code}</Table.Cell>
                <Table.Cell data-testid={`package-version-${row.code}`}>
                  {row.version}{' '}
                  {row.upgradeCount > 0 ? (
                    <Label size="mini" color="orange">
                      {t('businessPackagesUi.upgrades', { count: row.upgradeCount })}
                    </Label>
                  ) : null}
                </Table.Cell>
                {/* a demo version has no archive: no size to show */}
                <Table.Cell data-testid={`package-size-${row.code}`}>{row.size > 0 ? formatBytes(row.size) : '—'}</Table.Cell>
                <Table.Cell>{t(row.status === 1 ? 'businessPackagesUi.enabled' : 'businessPackagesUi.disabled')}</Table.Cell>
                <Table.Cell>{row.description}</Table.Cell>
                <Table.Cell>{shownTime(row.updatedAt)}</Table.Cell>
                <Table.Cell collapsing>
                  <Button
                    size="mini"
                    basic
                    onClick={() => p.onVersions(row)}
                    data-testid={`package-versions-${row.code}`}
                    content={t('businessPackagesUi.upgradeList')}
                  />
                  <Button size="mini" basic onClick={() => p.onEdit(row)} data-testid={`package-edit-${row.code}`} content={t('businessPackagesUi.edit')} />
                  <WriteButton
                    size="mini"
                    basic
                    negative
                    onClick={() => p.onRemove(row)}
                    data-testid={`package-remove-${row.code}`}
                    content={t('businessPackagesUi.remove')}
                  />
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table>
      {p.pageCount > 1 ? (
        <Pagination activePage={p.pageIndex} totalPages={p.pageCount} onPageChange={(_e, { activePage }) => p.onPage(Number(activePage))} size="mini" />
      ) : null}
    </div>
  );
}

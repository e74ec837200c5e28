// The history tab: past imports of the target with their counts, the original file and the
// error report, and undo of a finished real import (confirmed through the notice dialog).
import { Refusable } from '../../../widgets/refusable/Refusable';
import { Button, Label, Loader, Message as UiMessage, Pagination, Table } from 'semantic-ui-react';
import type { ImportHistoryRow } from '../../../../shared/imports';
import type { T } from '../../../i18n';
import { NoticeDialog } from '../../../widgets/notice';
import { HistoryState, canUndo } from '../state';
import { formatTime, say } from './text';

export interface HistoryPanelProps {
  t: T;
  history: HistoryState;
  pageSize: number;
  onPage: (pageIndex: number) => void;
  onOriginal: (row: ImportHistoryRow) => void;
  onErrorReport: (errorKey: string) => void;
  onUndo: (key: string) => void;
  onUndoConfirm: () => void;
  onUndoDismiss: () => void;
  /** why the session may not undo an import (issue 36: a danger named apart); null when it may */
  undoRefused?: string | null;
}

const stateKey = (row: ImportHistoryRow) =>
  row.undoneAt ? 'importWizard.state.undone' : row.spent ? 'importWizard.state.spent' : `importWizard.state.${row.state}`;

export function HistoryPanel({
  t,
  history,
  pageSize,
  onPage,
  onOriginal,
  onErrorReport,
  onUndo,
  onUndoConfirm,
  onUndoDismiss,
  undoRefused = null,
}: HistoryPanelProps) {
  const { rows, undo } = history;
  const pages = Math.max(1, Math.ceil(history.total / pageSize));
  return (
    <div className="import-history" data-testid="import-history">
      {undo.result ? (
        <UiMessage
          positive
          size="small"
          data-testid="import-undo-result"
          content={t('importWizard.history.undone', { removed: undo.result.removed, restored: undo.result.restored })}
        />
      ) : null}
      {undo.error ? <UiMessage negative size="small" content={say(t, undo.error)} data-testid="import-undo-error" /> : null}
      {history.error ? <UiMessage negative size="small" content={say(t, history.error)} data-testid="import-history-error" /> : null}
      <Loader active={history.status === 'loading'} inline="centered" size="small" />
      <Table compact celled unstackable size="small">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t('importWizard.history.fileName')}</Table.HeaderCell>
            <Table.HeaderCell>{t('importWizard.history.user')}</Table.HeaderCell>
            <Table.HeaderCell>{t('importWizard.history.createdAt')}</Table.HeaderCell>
            <Table.HeaderCell>{t('importWizard.history.state')}</Table.HeaderCell>
            <Table.HeaderCell>{t('importWizard.history.result')}</Table.HeaderCell>
            <Table.HeaderCell>{t('common.actions')}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key} data-testid={`import-history-${row.key}`}>
              <Table.Cell>{row.fileName}</Table.Cell>
              <Table.Cell>{row.userName}</Table.Cell>
              <Table.Cell>{formatTime(row.createdAt)}</Table.Cell>
              <Table.Cell>
                {t(stateKey(row))}
                {row.dryRun ? (
                  <Label size="mini" basic>
                    {t('importWizard.history.dryRun')}
                  </Label>
                ) : null}
              </Table.Cell>
              <Table.Cell>
                {t('import.counts', { total: row.totalNum, inserted: row.newInsertNum, updated: row.updateNum, skipped: row.jumpNum, failed: row.failNum })}
              </Table.Cell>
              <Table.Cell collapsing>
                <Button
                  type="button"
                  size="mini"
                  basic
                  onClick={() => onOriginal(row)}
                  data-testid={`import-original-${row.key}`}
                  content={t('importWizard.history.original')}
                />
                {row.errorKey ? (
                  <Button
                    type="button"
                    size="mini"
                    basic
                    onClick={() => onErrorReport(row.errorKey!)}
                    data-testid={`import-errors-${row.key}`}
                    content={t('importWizard.history.errors')}
                  />
                ) : null}
                {canUndo(row) ? (
                  <Refusable reason={undoRefused}>
                    <Button
                      type="button"
                      size="mini"
                      basic
                      color="red"
                      disabled={undo.status !== 'idle' || !!undoRefused}
                      onClick={() => onUndo(row.key)}
                      data-testid={`import-undo-${row.key}`}
                      content={t('importWizard.history.undo')}
                    />
                  </Refusable>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
          {rows.length === 0 && history.status === 'loaded' ? (
            <Table.Row>
              <Table.Cell colSpan={6} textAlign="center">
                {t('importWizard.history.empty')}
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table>
      {pages > 1 ? (
        <Pagination
          activePage={history.pageIndex}
          totalPages={pages}
          size="mini"
          data-testid="import-history-pages"
          onPageChange={(_e, data) => onPage(Number(data.activePage))}
        />
      ) : null}
      <NoticeDialog
        open={undo.status === 'confirming' || undo.status === 'undoing'}
        type={1}
        busy={undo.status === 'undoing'}
        message={t('importWizard.history.undoConfirm')}
        onConfirm={onUndoConfirm}
        onCancel={onUndoDismiss}
      />
    </div>
  );
}

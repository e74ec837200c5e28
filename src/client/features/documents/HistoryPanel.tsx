// A document's history: its versions (who, when, published / draft / restored from), paged; two
// versions picked to compare field by field; restore of a version. A view.
import { Button, Dropdown, Label, Message, Segment, Table } from 'semantic-ui-react';
import type { FieldDef } from '../../../shared/resources/types';
import type { T } from '../../i18n';
import { formatTimestamp } from '../resources';
import DiffTable from './DiffTable';
import type { DiffState, HistoryState } from './documentState';

export interface HistoryPanelProps {
  t: T;
  fields: FieldDef[];
  history: HistoryState;
  diff: DiffState;
  /** the newest version (marked current, not restorable) */
  current: number;
  canRestore: boolean;
  onPage: (pageIndex: number) => void;
  onPick: (end: 'from' | 'to', version: number | null) => void;
  onRestore: (version: number) => void;
}

export default function HistoryPanel({ t, fields, history, diff, current, canRestore, onPage, onPick, onRestore }: HistoryPanelProps) {
  const pages = Math.max(1, Math.ceil(history.total / history.pageSize));
  // every version up to the newest can be compared (numbers count from 1)
  const versions = Array.from({ length: current }, (_v, i) => current - i).map((v) => ({ key: v, value: v, text: `v${v}` }));
  const picker = (end: 'from' | 'to') => (
    <Dropdown
      selection
      clearable
      compact
      data-testid={`doc-diff-${end}`}
      aria-label={t(`documentsUi.diff.${end}`)}
      placeholder={t(`documentsUi.diff.${end}`)}
      options={versions}
      value={diff[end] ?? ''}
      onChange={(_e, d) => onPick(end, d.value === '' || d.value === undefined ? null : Number(d.value))}
    />
  );
  return (
    <Segment className="document-history">
      <h4>{t('documentsUi.history')}</h4>
      {history.status === 'failed' && <Message negative size="small" content={t('documentsUi.history.failed')} />}
      {history.status !== 'failed' && history.rows.length === 0 && history.status !== 'loading' && <p>{t('documentsUi.history.empty')}</p>}
      {history.rows.length > 0 && (
        <Table compact size="small" className="document-history-table">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t('documentsUi.history.version')}</Table.HeaderCell>
              <Table.HeaderCell>{t('documentsUi.history.state')}</Table.HeaderCell>
              <Table.HeaderCell>{t('documentsUi.history.by')}</Table.HeaderCell>
              <Table.HeaderCell>{t('documentsUi.history.at')}</Table.HeaderCell>
              <Table.HeaderCell>{t('documentsUi.history.changed')}</Table.HeaderCell>
              <Table.HeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {history.rows.map((row) => (
              <Table.Row key={row.version} data-testid={`doc-history-row-${row.version}`}>
                <Table.Cell>
                  v{row.version}
                  {row.version === current && (
                    <Label size="mini" basic className="document-current">
                      {t('documentsUi.history.current')}
                    </Label>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {t(row.state === 'published' ? 'documentsUi.history.publishedState' : 'documentsUi.history.draft')}
                  {row.restoredFrom ? <div className="document-restored">{t('documentsUi.history.restoredFrom', { version: row.restoredFrom })}</div> : null}
                </Table.Cell>
                <Table.Cell>{row.by?.name || row.by?.account}</Table.Cell>
                <Table.Cell data-testid={`doc-history-at-${row.version}`}>{formatTimestamp(row.at)}</Table.Cell>
                <Table.Cell>{row.changed}</Table.Cell>
                <Table.Cell collapsing>
                  {row.version !== current && (
                    <Button
                      size="mini"
                      basic
                      data-testid={`doc-restore-${row.version}`}
                      disabled={!canRestore}
                      onClick={() => onRestore(row.version)}
                      content={t('documentsUi.restore')}
                    />
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {pages > 1 && (
        <div className="document-history-pager">
          <Button
            size="mini"
            icon="chevron left"
            aria-label={t('documentsUi.history.prev')}
            disabled={history.pageIndex <= 1}
            onClick={() => onPage(history.pageIndex - 1)}
          />
          <span>{t('documentsUi.history.page', { page: history.pageIndex, pages })}</span>
          <Button
            size="mini"
            icon="chevron right"
            aria-label={t('documentsUi.history.next')}
            disabled={history.pageIndex >= pages}
            onClick={() => onPage(history.pageIndex + 1)}
          />
        </div>
      )}
      {current > 1 && (
        <div className="document-diff-pick">
          <h4>{t('documentsUi.diff')}</h4>
          {picker('from')} <span className="document-diff-arrow">→</span> {picker('to')}
          {diff.status === 'idle' && <p className="document-hint">{t('documentsUi.diff.pick')}</p>}
          {diff.status === 'failed' && <Message negative size="small" content={t('documentsUi.diff.failed')} />}
          {diff.status === 'ready' &&
            (diff.changes.length === 0 ? (
              <p data-testid="doc-diff-none">{t('documentsUi.diff.none')}</p>
            ) : (
              <DiffTable t={t} fields={fields} changes={diff.changes} />
            ))}
        </div>
      )}
    </Segment>
  );
}

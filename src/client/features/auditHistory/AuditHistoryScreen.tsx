// /HistoryProject: the audit trail of every change to the collections (services, cards…) and
// the configuration documents, filtered by who, what, action and days, paged; each entry opens
// the difference of its changes field by field. A container: it selects and dispatches.
import { pageView } from '../../lib/pagedList';
import { useEffect } from 'react';
import { Header, Message } from 'semantic-ui-react';
import { useT } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import PagedTable from '../../widgets/pagedTable/PagedTable';
import { entryToggled, filterChanged, pageChanged, pageSizeChanged, resetClicked, screenOpened, searchClicked } from './auditHistorySlice';
import { selectAuditDraft, selectAuditExpanded, selectAuditList, selectRangeInvalid } from './selectors';
import { auditTargets } from './targets';
import AuditFilterBar from './views/AuditFilterBar';
import { auditColumns } from './views/auditColumns';
import './auditHistory.css';
import { problemText } from '../../lib/problem';

export default function AuditHistoryScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectAuditDraft);
  const list = useAppSelector(selectAuditList);
  const expanded = useAppSelector(selectAuditExpanded);
  const rangeInvalid = useAppSelector(selectRangeInvalid);
  useEffect(() => {
    dispatch(screenOpened());
  }, [dispatch]);
  const columns = auditColumns(t, expanded, (id) => dispatch(entryToggled({ id })));
  return (
    <div className="audit-history" data-testid="audit-history" data-status={list.status}>
      <Header as="h3">{t('route.HistoryProject')}</Header>
      <AuditFilterBar
        t={t}
        filters={draft}
        targets={auditTargets()}
        rangeInvalid={rangeInvalid}
        onChange={(name, value) => dispatch(filterChanged({ name, value }))}
        onSearch={() => dispatch(searchClicked())}
        onReset={() => dispatch(resetClicked())}
      />
      {list.status === 'failed' && list.problem && (
        <Message negative data-testid="audit-problem">
          {problemText(t, list.problem)}
        </Message>
      )}
      <PagedTable
        columns={columns}
        {...pageView(list)}
        rowTestId={(id) => `audit-row-${id}`}
        onPageChange={(pageIndex) => dispatch(pageChanged({ pageIndex }))}
        onSizeChange={(pageSize) => dispatch(pageSizeChanged({ pageSize }))}
      />
    </div>
  );
}

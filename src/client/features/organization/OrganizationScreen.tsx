// /organization: the unit tree on the left; on the right the chosen unit's children with their
// people counts (paged), a breadcrumb back up, and the import menu for each unit type. A thin
// container: it selects and dispatches; the views are dumb.
import { pageView } from '../../lib/pagedList';
import { Fragment, useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { Breadcrumb, Header, Message, Segment } from 'semantic-ui-react';
import type { OrgUnitType } from '../../../shared/domain/people';
import type { OrgUnitRow } from '../../../shared/people/api';
import { useT } from '../../i18n';
import PagedTable from '../../widgets/pagedTable/PagedTable';
import { importWizardOpened } from '../importWizard';
import OrgImportMenu from './OrgImportMenu';
import { selectExpanded, selectSelectedId, selectSelectedPath, selectTree, selectUnitList } from './organizationSelectors';
import * as events from './organizationSlice';
import OrgTree from './OrgTree';
import { orgUnitColumns } from './orgUnitColumns';
import './organization.css';
import { problemText } from '../../lib/problem';

export default function OrganizationScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const tree = useAppSelector(selectTree);
  const expanded = useAppSelector(selectExpanded);
  const selectedId = useAppSelector(selectSelectedId);
  const path = useAppSelector(selectSelectedPath);
  const list = useAppSelector(selectUnitList);

  useEffect(() => {
    dispatch(events.screenOpened());
  }, [dispatch]);

  const onSelect = useCallback((id: number | null) => dispatch(events.nodeSelected({ id })), [dispatch]);
  const onOpen = useCallback((row: OrgUnitRow) => onSelect(row.id), [onSelect]);
  const columns = useMemo(() => orgUnitColumns(t, onOpen), [t, onOpen]);
  const onImport = useCallback((type: OrgUnitType) => dispatch(importWizardOpened({ target: `ORG_${type}` })), [dispatch]);
  const chosen = path.at(-1);

  return (
    <div className="org-screen" data-testid="org-screen">
      <div className="org-screen-head">
        {/* the shell draws the screen's heading (ScreenTitle) */}
        <span />
        <OrgImportMenu onImport={onImport} />
      </div>
      <div className="org-screen-body">
        <Segment className="org-screen-tree">
          {tree.status === 'failed' && <Message negative size="small" content={t('org.treeFailed')} />}
          <OrgTree nodes={tree.nodes} expanded={expanded} selectedId={selectedId} onToggle={(id) => dispatch(events.nodeToggled({ id }))} onSelect={onSelect} />
        </Segment>
        <div className="org-screen-list">
          <Breadcrumb data-testid="org-breadcrumb">
            <Breadcrumb.Section link={selectedId !== null} onClick={() => onSelect(null)}>
              {t('org.allTopLevel')}
            </Breadcrumb.Section>
            {path.map((step) => (
              <Fragment key={step.id}>
                <Breadcrumb.Divider />
                <Breadcrumb.Section link={step.id !== selectedId} active={step.id === selectedId} onClick={() => onSelect(step.id)}>
                  {step.name}
                </Breadcrumb.Section>
              </Fragment>
            ))}
          </Breadcrumb>
          <Header as="h4" data-testid="org-list-title" content={chosen ? t('org.childrenOf', { name: chosen.name }) : t('org.allTopLevel')} />
          {list.status === 'failed' && list.problem && <Message negative size="small" content={problemText(t, list.problem)} />}
          <PagedTable
            columns={columns}
            {...pageView(list)}
            rowTestId={(id) => `org-row-${id}`}
            onPageChange={(pageIndex) => dispatch(events.pageChanged({ pageIndex }))}
            onSizeChange={(pageSize) => dispatch(events.pageSizeChanged({ pageSize }))}
          />
        </div>
      </div>
    </div>
  );
}

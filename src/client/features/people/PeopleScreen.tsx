// The people list of one identity (/newStudentManage, /studentManage, /graduateStudentManage,
// /teacherManage, /otherUserManage): title, total, import button and the query controls
// (advanced search, field display, data order), filters, the paged list and the detail dialog.
// A thin container: it selects and dispatches; the views are dumb.
import { awaitingRows, pageView } from '../../lib/pagedList';
import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../lib/hooks';
import { Button, Message } from 'semantic-ui-react';
import { Refusable } from '../../widgets/refusable/Refusable';
import { useWriteRefusal } from '../session/components';
import { IDENTITY_SCREENS, type Identity } from '../../../shared/domain/people';
import type { PeopleFilterName, PersonRow } from '../../../shared/people/api';
import { useT } from '../../i18n';
import PagedTable from '../../widgets/pagedTable/PagedTable';
import { importWizardOpened } from '../importWizard';
import { ExportButton, ExportMount, useRowSelection } from '../exports/components';
import { PhotoExportButton } from '../photoExport/components';
import { PhotoImportButton } from '../photoImport/components';
import { PeopleQueryBar } from '../peopleQuery/components';
import { readQueryChoices } from '../peopleQuery';
import { IDENTITY_CONFIG } from './identityConfig';
import { peopleColumnDefs, peopleColumns } from './peopleColumns';
import PeopleFilterForm from './PeopleFilterForm';
import { peopleSelectors } from './peopleSelectors';
import * as events from './peopleSlice';
import type { FilterValue } from './peopleState';
import PersonDetailPanel from './PersonDetailPanel';
import { useColumnDicts } from './useColumnDicts';
import './people.css';
import { problemText } from '../../lib/problem';

export interface PeopleScreenProps {
  identity: Identity;
}

function PeopleScreenFor({ identity }: PeopleScreenProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const config = IDENTITY_CONFIG[identity];
  const selectors = peopleSelectors(identity);
  const list = useAppSelector(selectors.selectList);
  const tree = useAppSelector(selectors.selectPlacementTree);
  const placementOptions = useAppSelector(selectors.selectPlacementOptions);
  const columnDisplay = useAppSelector(selectors.selectColumnChoices);

  const dicts = useColumnDicts(config);
  // an import changes the list: it needs the right to write this screen (issue 36)
  const importRefused = useWriteRefusal(IDENTITY_SCREENS[identity]);
  const rowSelection = useRowSelection(identity);
  // the exports read the list's submitted query at the click (they do not import the lists)
  const store = useAppStore();
  const readListQuery = () => selectors.selectListQuery(store.getState()) as Record<string, unknown>;

  useEffect(() => {
    // the order and column display this browser session kept for the list come with the opening
    dispatch(events.screenOpened({ identity, choices: readQueryChoices(identity) }));
  }, [dispatch, identity]);

  const onOpenDetail = useCallback((row: PersonRow) => dispatch(events.detailOpened({ identity, id: row.id })), [dispatch, identity]);
  const columns = useMemo(() => peopleColumns(config, t, dicts, onOpenDetail, columnDisplay), [config, t, dicts, onOpenDetail, columnDisplay]);
  const columnEntries = useMemo(() => peopleColumnDefs(config).map((c) => ({ key: c.key, label: t(c.label), defaultShown: c.defaultShown })), [config, t]);
  const onFilterChange = useCallback(
    (name: PeopleFilterName, value: FilterValue | null) => dispatch(events.filterChanged({ identity, name, value })),
    [dispatch, identity],
  );

  return (
    <div className="people-screen" data-testid={`people-screen-${identity}`}>
      <div className="people-screen-head">
        {/* the shell draws the screen's heading (ScreenTitle) */}
        <span className="people-total" data-testid="people-total">
          {awaitingRows(list) ? t('shell.loading') : t('people.total', { total: list.total })}
        </span>
        <Refusable reason={importRefused}>
          <Button
            primary
            data-testid="people-import"
            icon="upload"
            content={t('people.import')}
            disabled={!!importRefused}
            onClick={() => dispatch(importWizardOpened({ target: identity }))}
          />
        </Refusable>
        <ExportButton identity={identity} listName={t(config.title)} readListQuery={readListQuery} />
        <PhotoImportButton identity={identity} />
        <PhotoExportButton identity={identity} listName={t(config.title)} readListQuery={readListQuery} />
        <PeopleQueryBar identity={identity} selectors={selectors} columns={columnEntries} />
      </div>
      <PeopleFilterForm
        config={config}
        values={list.filterDraft}
        placementOptions={placementOptions}
        placementLoading={tree.status === 'loading' && tree.nodes.length === 0}
        onChange={onFilterChange}
        onSearch={() => dispatch(events.filtersSubmitted({ identity, filters: list.filterDraft }))}
        onReset={() => dispatch(events.filtersReset({ identity }))}
      />
      {list.status === 'failed' && list.problem && <Message negative size="small" content={problemText(t, list.problem)} />}
      <PagedTable
        columns={columns}
        {...pageView(list)}
        rowTestId={(id) => `people-row-${id}`}
        selection={rowSelection}
        onPageChange={(pageIndex) => dispatch(events.pageChanged({ identity, pageIndex }))}
        onSizeChange={(pageSize) => dispatch(events.pageSizeChanged({ identity, pageSize }))}
      />
      <PersonDetailPanel detail={list.detail} config={config} dicts={dicts} onClose={() => dispatch(events.detailClosed({ identity }))} />
      <ExportMount />
    </div>
  );
}

export default function PeopleScreen({ identity }: PeopleScreenProps) {
  const t = useT();
  if (!IDENTITY_CONFIG[identity]) return <Message warning content={t('people.unknownIdentity', { identity: String(identity) })} />;
  // keyed, so switching between lists starts a fresh screen rather than reusing the last one's
  return <PeopleScreenFor key={identity} identity={identity} />;
}

// The generic resource screen (ARCHITECTURE.md, "Three kinds of screen"): title and add button,
// info panels, filters, the paged list with row actions, the add/edit dialog and the removal
// notice, all generated from the resource's definition. A thin container: it selects and
// dispatches; the views below it are dumb.
import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Header, Message } from 'semantic-ui-react';
import { filterFields, formFields, resourceByKey, ResourceDef } from '../../../shared/resources';
import { useT } from '../../i18n';
import PagedTable from '../../widgets/pagedTable/PagedTable';
import { NoticeDialog } from '../../widgets/notice';
import { DisplayRow, rowName } from './displayValues';
import FilterBar from './FilterBar';
import { infoPanelsOf } from './infoPanels';
import LookupInfoPanel from './LookupInfoPanel';
import RecordFormDialog from './RecordFormDialog';
import { resourceColumns } from './resourceColumns';
import { removeQuestionKey, wordingKey } from './resourceMessages';
import { FieldValue } from './resourceState';
import { resourceSelectors } from './resourcesSelectors';
import * as events from './resourcesSlice';
import './resources.css';

export interface ResourceScreenProps {
  resourceKey: string;
}

function ResourceScreenFor({ def }: { def: ResourceDef }) {
  const key = def.key;
  const t = useT();
  const dispatch = useDispatch();
  const selectors = resourceSelectors(key);
  const entry = useSelector(selectors.selectResource);
  const rows = useSelector(selectors.selectDisplayRows);
  const options = useSelector(selectors.selectFieldOptions);

  useEffect(() => {
    dispatch(events.screenOpened({ key }));
  }, [dispatch, key]);

  const onEdit = useCallback((row: DisplayRow) => dispatch(events.editClicked({ key, id: row.id })), [dispatch, key]);
  const onRemove = useCallback(
    (row: DisplayRow) => dispatch(events.removeClicked({ key, ids: [row.id], name: rowName(def, row.row) })),
    [dispatch, key, def],
  );
  const columns = useMemo(() => resourceColumns(def, t, { onEdit, onRemove }), [def, t, onEdit, onRemove]);
  const onFilterChange = useCallback((name: string, value: FieldValue) => dispatch(events.filterChanged({ key, name, value })), [dispatch, key]);
  const onFormChange = useCallback((name: string, value: FieldValue) => dispatch(events.formChanged({ key, name, value })), [dispatch, key]);

  const { form, removal } = entry;
  const selected = entry.selected;
  return (
    <div className="resource-screen" data-testid={`resource-screen-${key}`}>
      <div className="resource-screen-head">
        <Header as="h2" content={t(def.title)} />
        <div>
          <Button
            negative
            basic
            id="resource-remove-selected"
            data-testid="resource-remove-selected"
            icon="trash alternate"
            content={t('common.remove')}
            disabled={selected.length === 0}
            onClick={() => dispatch(events.removeClicked({ key, ids: selected, name: '' }))}
          />
          <Button primary id="resource-add" data-testid="resource-add" icon="plus" content={t('common.add')} onClick={() => dispatch(events.addClicked({ key }))} />
        </div>
      </div>
      {infoPanelsOf(key).map((panel) => (
        <LookupInfoPanel key={panel.lookup} panel={panel} title={t(panel.title)} items={entry.lookups[panel.lookup] ?? []} />
      ))}
      <FilterBar
        fields={filterFields(def)}
        options={options}
        values={entry.filterDraft}
        onChange={onFilterChange}
        onSearch={() => dispatch(events.filtersSubmitted({ key, filters: entry.filterDraft }))}
        onReset={() => dispatch(events.filtersReset({ key }))}
      />
      {entry.status === 'failed' && entry.problem && <Message negative size="small" content={entry.problem.key ? t(entry.problem.key) : entry.problem.msg} />}
      <PagedTable
        columns={columns}
        rows={rows}
        total={entry.total}
        pageIndex={entry.pageIndex}
        pageSize={entry.pageSize}
        loading={entry.status === 'loading'}
        selection={{ selected, onChange: (ids) => dispatch(events.selectionChanged({ key, ids: ids.map(Number) })) }}
        onPageChange={(pageIndex) => dispatch(events.pageChanged({ key, pageIndex }))}
        onSizeChange={(pageSize) => dispatch(events.pageSizeChanged({ key, pageSize }))}
      />
      <RecordFormDialog
        title={t(wordingKey(def, form.mode === 'edit' ? 'edit' : 'add'))}
        fields={formFields(def)}
        form={form}
        options={options}
        onChange={onFormChange}
        onSubmit={() => dispatch(events.formSubmitted({ key }))}
        onClose={() => dispatch(events.formClosed({ key }))}
      />
      <NoticeDialog
        open={removal.status !== 'idle'}
        type={1}
        message={t(removeQuestionKey(def, removal.name), { name: removal.name })}
        busy={removal.status === 'removing'}
        onConfirm={() => dispatch(events.removeConfirmed({ key }))}
        onCancel={() => dispatch(events.removeCancelled({ key }))}
      />
    </div>
  );
}

export default function ResourceScreen({ resourceKey }: ResourceScreenProps) {
  const t = useT();
  const def = resourceByKey(resourceKey);
  if (!def) return <Message warning content={t('resource.unknown', { key: resourceKey })} data-testid="resource-unknown" />;
  // keyed, so switching resources starts a fresh screen rather than reusing the last one's
  return <ResourceScreenFor key={def.key} def={def} />;
}

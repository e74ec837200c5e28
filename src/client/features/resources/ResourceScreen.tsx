// The generic resource screen (ARCHITECTURE.md, "Three kinds of screen"): title, add and batch
// action buttons, info panels, filters, the paged list with sortable headers, row actions and
// drag-to-reorder, the add/edit dialog, the detail view, the removal and action notices, the
// tools (clear, overview), a live preview of the listed rows (the slides' carousel), related
// lists and the tabs of a route showing several collections, all generated from the resource's
// definition. A thin container: it selects and dispatches; the
// views below it are dumb. A read-only definition shows no add, edit or remove.
import { DragEvent, useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLocation } from 'react-router-dom';
import { Button, Menu, Message } from 'semantic-ui-react';
import { definitionTitle } from '../../../shared/definitionTitle';
import { resourceExportPath } from '../../../shared/exports/resourceApi';
import { ActionDef, filterFields, formFields, listFields, RelatedDef, resourceByKey, ResourceDef, resourcesByRoute, ToolDef } from '../../../shared/resources';
import { listQuery } from '../../api/collections';
import { refOf } from '../../lib/fileRegistry';
import { useT } from '../../i18n';
import PagedTable from '../../widgets/pagedTable/PagedTable';
import { NoticeDialog } from '../../widgets/notice';
import { defaultFileName, resourceExportOpened } from '../exports';
import { ExportMount } from '../exports/components';
import { DisplayRow, rowName } from './displayValues';
import DetailDialog from './DetailDialog';
import FilterBar from './FilterBar';
import { canReorder, writable } from './resourceAbilities';
import LookupInfoPanel from './LookupInfoPanel';
import PreviewPanel from './preview/PreviewPanel';
import RecordFormDialog from './RecordFormDialog';
import { resourceColumns } from './resourceColumns';
import { removeQuestionKey, wordingKey } from './resourceMessages';
import { FieldValue, filtersFromQuery } from './resourceState';
import { resourceSelectors } from './resourcesSelectors';
import * as events from './resourcesSlice';
import * as extras from './extrasSlice';
import { selectExtras, selectTab } from './extrasSelectors';
import RelatedDialog from './RelatedDialog';
import { ToolButtons, ToolPanels } from './ToolPanels';
import { Refusable } from '../../widgets/refusable/Refusable';
import { useWriteRefusal } from '../session/components';
import './resources.css';
import { problemText } from '../../lib/problem';

/** The notice's question: the action's own (or the common one), and for a batch the count. */
function actionQuestion(t: ReturnType<typeof useT>, action: ActionDef | undefined, count: number, batch: boolean): string {
  const params = { count, action: action ? t(action.label) : '' };
  if (!action?.confirm) return t('resourceUi.batchConfirm', params);
  return batch ? `${t(action.confirm, params)}${t('resourceUi.batchCount', params)}` : t(action.confirm, params);
}

export interface ResourceScreenProps {
  resourceKey: string;
}

function ResourceScreenFor({ def }: { def: ResourceDef }) {
  const key = def.key;
  const t = useT();
  const dispatch = useAppDispatch();
  const selectors = resourceSelectors(key);
  const entry = useAppSelector(selectors.selectResource);
  const rows = useAppSelector(selectors.selectDisplayRows);
  const options = useAppSelector(selectors.selectFieldOptions);
  const extra = useAppSelector(selectExtras(key));

  const { search } = useLocation();
  useEffect(() => {
    const filters = filtersFromQuery(def, search);
    dispatch(events.screenOpened(Object.keys(filters).length ? { key, filters } : { key }));
  }, [dispatch, key, def, search]);

  const can = useMemo(() => writable(def), [def]);
  // the role's right to write this screen (issue 36): every write button is disabled without it
  const refusal = useWriteRefusal(def.route);
  const actions = useMemo(() => def.actions ?? [], [def]);
  const batchActions = actions.filter((a) => a.batch);
  const draggable = canReorder(def) && entry.sort === null && !refusal;
  const handlers = useMemo(
    () => ({
      onEdit: (row: DisplayRow) => dispatch(events.editClicked({ key, id: row.id })),
      onRemove: (row: DisplayRow) => dispatch(events.removeClicked({ key, ids: [row.id], name: rowName(def, row.row) })),
      onSort: (field: string) => dispatch(events.sortClicked({ key, field })),
      onRowAction: (action: ActionDef, row: DisplayRow) => dispatch(events.actionClicked({ key, action: action.key, ids: [row.id], batch: false })),
      onDetail: (row: DisplayRow) => dispatch(events.detailOpened({ key, id: row.id })),
      onRelated: (related: RelatedDef, row: DisplayRow) =>
        dispatch(extras.relatedOpened({ key, related: related.key, rowId: row.id, name: rowName(def, row.row) })),
      ...(def.inlineEdit && can.edit !== false && !refusal
        ? {
            onCellEdit: (row: DisplayRow, field: string, value: unknown) => dispatch(events.cellEdited({ key, id: row.id, field, value: value as FieldValue })),
          }
        : {}),
    }),
    [dispatch, key, def, can.edit, refusal],
  );
  const columns = useMemo(
    () =>
      resourceColumns(def, t, handlers, {
        sort: entry.sort,
        writable: can,
        draggable,
        detailView: def.detailView,
        rowActions: actions,
        related: def.related,
        fieldOptions: options,
        cellSaving: entry.cell.status === 'saving',
        refusal,
      }),
    [def, t, handlers, entry.sort, can, draggable, actions, options, entry.cell.status, refusal],
  );
  const onFilterChange = useCallback((name: string, value: FieldValue) => dispatch(events.filterChanged({ key, name, value })), [dispatch, key]);
  const onFormChange = useCallback((name: string, value: FieldValue) => dispatch(events.formChanged({ key, name, value })), [dispatch, key]);
  // the File stays in the registry; the event carries its id, name and type
  const onImagePick = useCallback((field: string, file: File) => dispatch(events.imagePicked({ key, field, file: refOf(file) })), [dispatch, key]);
  const onImageRemove = useCallback((field: string) => dispatch(events.imageRemoved({ key, field })), [dispatch, key]);
  const onUrlCheck = useCallback((field: string) => dispatch(events.urlCheckClicked({ key, field })), [dispatch, key]);

  // Rows are dropped onto rows: the handle sets the dragged id, the list finds the target row.
  const onDragOver = (e: DragEvent) => {
    if (draggable && e.dataTransfer.types.includes('text/plain')) e.preventDefault();
  };
  const onDrop = (e: DragEvent) => {
    if (!draggable) return;
    const id = Number(e.dataTransfer.getData('text/plain'));
    const target = (e.target as HTMLElement).closest?.('tr[data-testid^="row-"]')?.getAttribute('data-testid');
    const targetId = Number(target?.slice('row-'.length));
    if (!Number.isInteger(id) || !Number.isInteger(targetId)) return;
    e.preventDefault();
    dispatch(events.rowDropped({ key, id, targetId }));
  };

  const { form, removal, action: running, detail } = entry;
  const selected = entry.selected;
  const runningDef = actions.find((a) => a.key === running.action);
  const pickable = can.remove || batchActions.length > 0;
  const openRelated = def.related?.find((r) => r.key === extra.related.key);
  return (
    <div className="resource-screen" data-testid={`resource-screen-${key}`}>
      <div className="resource-screen-head">
        {/* the shell draws the screen's heading (ScreenTitle) */}
        <span />
        <div>
          {def.tools && (
            <ToolButtons
              tools={def.tools}
              entry={extra}
              hasRows={entry.total > 0}
              refusal={refusal}
              onClick={(tool: ToolDef) => dispatch(extras.toolClicked({ key, tool: tool.key, confirm: Boolean(tool.confirm) }))}
            />
          )}
          {batchActions.map((a) => (
            <Refusable key={a.key} reason={refusal}>
              <Button
                basic
                data-testid={`action-${a.key}`}
                content={t(a.label)}
                disabled={selected.length === 0 || Boolean(refusal)}
                onClick={() => dispatch(events.actionClicked({ key, action: a.key, ids: selected, batch: true }))}
              />
            </Refusable>
          ))}
          {can.remove && (
            <Refusable reason={refusal}>
              <Button
                negative
                basic
                id="resource-remove-selected"
                data-testid="resource-remove-selected"
                icon="trash alternate"
                content={t('common.remove')}
                disabled={selected.length === 0 || Boolean(refusal)}
                onClick={() => dispatch(events.removeClicked({ key, ids: selected, name: '' }))}
              />
            </Refusable>
          )}
          {def.exportable && (
            <Button
              basic
              data-testid="resource-export"
              icon="download"
              content={t('export.title')}
              disabled={entry.total === 0}
              onClick={() =>
                dispatch(
                  resourceExportOpened({
                    // the list's applied filters and sort, as the POST list call takes them (paging is the server's)
                    resource: { key, path: resourceExportPath(def), query: listQuery(entry.filters, entry.sort, { pageIndex: 1, pageSize: entry.pageSize }) },
                    fileName: defaultFileName(t(definitionTitle(def)), new Date()),
                    fields: listFields(def).map((f) => ({ key: f.name, label: t(f.label) })),
                    total: entry.total,
                  }),
                )
              }
            />
          )}
          {can.add && (
            <Refusable reason={refusal}>
              <Button
                primary
                id="resource-add"
                data-testid="resource-add"
                icon="plus"
                content={t('common.add')}
                disabled={Boolean(refusal)}
                onClick={() => dispatch(events.addClicked({ key }))}
              />
            </Refusable>
          )}
        </div>
      </div>
      {def.tools && (
        <ToolPanels
          tools={def.tools}
          entry={extra}
          onConfirm={() => dispatch(extras.toolConfirmed({ key }))}
          onCancel={() => dispatch(extras.toolCancelled({ key }))}
          onSummaryClose={() => dispatch(extras.summaryClosed({ key }))}
        />
      )}
      {(def.infoPanels ?? []).map((panel) => (
        <LookupInfoPanel key={panel.lookup} panel={panel} title={t(panel.title)} items={entry.lookups[panel.lookup] ?? []} />
      ))}
      {def.preview && <PreviewPanel def={def} />}
      <FilterBar
        fields={filterFields(def)}
        options={options}
        values={entry.filterDraft}
        onChange={onFilterChange}
        onSearch={() => dispatch(events.filtersSubmitted({ key, filters: entry.filterDraft }))}
        onReset={() => dispatch(events.filtersReset({ key }))}
      />
      {entry.status === 'failed' && entry.problem && <Message negative size="small" content={problemText(t, entry.problem)} />}
      <div className={`resource-list${entry.reorder.status === 'saving' ? ' reordering' : ''}`} onDragOver={onDragOver} onDrop={onDrop}>
        <PagedTable
          columns={columns}
          rows={rows}
          total={entry.total}
          totalCapped={def.countCap !== undefined && entry.total >= def.countCap}
          pageIndex={entry.pageIndex}
          pageSize={entry.pageSize}
          loading={entry.status === 'loading'}
          selection={pickable ? { selected, onChange: (ids) => dispatch(events.selectionChanged({ key, ids: ids.map(Number) })) } : undefined}
          onPageChange={(pageIndex) => dispatch(events.pageChanged({ key, pageIndex }))}
          onSizeChange={(pageSize) => dispatch(events.pageSizeChanged({ key, pageSize }))}
        />
      </div>
      <RecordFormDialog
        title={t(wordingKey(def, form.mode === 'edit' ? 'edit' : 'add'))}
        fields={formFields(def)}
        form={form}
        options={options}
        onChange={onFormChange}
        onImagePick={onImagePick}
        onImageRemove={onImageRemove}
        onUrlCheck={onUrlCheck}
        onSubmit={() => dispatch(events.formSubmitted({ key }))}
        onClose={() => dispatch(events.formClosed({ key }))}
        kept={def.fixedRows && form.values[def.fixedRows.field] === true ? { fields: def.fixedRows.keep, reason: t(def.fixedRows.message) } : undefined}
      />
      <NoticeDialog
        open={removal.status !== 'idle'}
        type={1}
        message={t(removeQuestionKey(def, removal.name), { name: removal.name })}
        busy={removal.status === 'removing'}
        onConfirm={() => dispatch(events.removeConfirmed({ key }))}
        onCancel={() => dispatch(events.removeCancelled({ key }))}
      />
      <NoticeDialog
        open={running.status !== 'idle' && Boolean(runningDef?.confirm || running.batch)}
        type={1}
        message={actionQuestion(t, runningDef, running.ids.length, running.batch)}
        busy={running.status === 'running'}
        onConfirm={() => dispatch(events.actionConfirmed({ key }))}
        onCancel={() => dispatch(events.actionCancelled({ key }))}
      />
      {def.exportable && <ExportMount />}
      {openRelated && (
        <RelatedDialog
          related={openRelated}
          state={extra.related}
          onPageChange={(pageIndex) => dispatch(extras.relatedPageChanged({ key, pageIndex }))}
          onClose={() => dispatch(extras.relatedClosed({ key }))}
        />
      )}
      {def.detailView && (
        <DetailDialog
          title={t('resourceUi.detailTitle', { title: t(definitionTitle(def)) })}
          fields={def.fields}
          detail={detail}
          options={options}
          onClose={() => dispatch(events.detailClosed({ key }))}
        />
      )}
    </div>
  );
}

/** The collections of one route as tabs (/deviceManage: login devices, emergency records). */
function RouteTabs({ defs, chosen }: { defs: ResourceDef[]; chosen: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <Menu tabular data-testid="resource-tabs">
      {defs.map((d) => (
        <Menu.Item
          key={d.key}
          name={t(definitionTitle(d))}
          active={d.key === chosen}
          data-testid={`resource-tab-${d.key}`}
          onClick={() => dispatch(extras.tabChosen({ route: d.route, key: d.key }))}
        />
      ))}
    </Menu>
  );
}

export default function ResourceScreen({ resourceKey }: ResourceScreenProps) {
  const t = useT();
  const first = resourceByKey(resourceKey);
  const siblings = first ? resourcesByRoute(first.route) : [];
  const chosen = useAppSelector(selectTab(first?.route ?? '', resourceKey));
  const def = siblings.find((d) => d.key === chosen) ?? first;
  if (!def) return <Message warning content={t('resource.unknown', { key: resourceKey })} data-testid="resource-unknown" />;
  // keyed, so switching resources starts a fresh screen rather than reusing the last one's
  return (
    <>
      {siblings.length > 1 && <RouteTabs defs={siblings} chosen={def.key} />}
      <ResourceScreenFor key={def.key} def={def} />
    </>
  );
}

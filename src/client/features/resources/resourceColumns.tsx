// The list columns of a resource: its list fields (selects by label, switches as yes/no, images
// as thumbnails, rich text as a plain-text excerpt, colours as a swatch), the update time, and a
// row actions column (drag handle, detail, related lists, edit, the definition's row actions,
// remove) with buttons stable tests can find. Sortable headers report clicks and show the current order.
// The definition's inlineEdit fields are edited in their cells (InlineCell.tsx).
import { Button, Icon, Image } from 'semantic-ui-react';
import { Refusable } from '../../widgets/refusable/Refusable';
import { ActionDef, FieldDef, RelatedDef, ResourceDef, hasTimestamps, listFields } from '../../../shared/resources';
import { SortOrder, imageUrlOf } from '../../api/collections';
import { T } from '../../i18n';
import { PagedTableColumn } from '../../widgets/pagedTable/PagedTable';
import { DisplayRow, FieldOptions, shown } from './displayValues';
import { InlineCell } from './InlineCell';
import { Writable } from './resourceAbilities';

export interface RowActions {
  onEdit: (row: DisplayRow) => void;
  onRemove: (row: DisplayRow) => void;
  onSort?: (field: string) => void;
  onRowAction?: (action: ActionDef, row: DisplayRow) => void;
  onDetail?: (row: DisplayRow) => void;
  onRelated?: (related: RelatedDef, row: DisplayRow) => void;
  /** a cell of an inlineEdit field changed */
  onCellEdit?: (row: DisplayRow, field: string, value: unknown) => void;
}

export interface ColumnOptions {
  sort?: SortOrder | null;
  writable?: Writable;
  /** drag handles shown (orderField + adjustOrder, no header sort chosen) */
  draggable?: boolean;
  detailView?: boolean;
  rowActions?: ActionDef[];
  /** the definition's related lists, a row button each */
  related?: RelatedDef[];
  /** the choices of the list's fields (an inline multiSelect's options) */
  fieldOptions?: FieldOptions;
  /** a cell is saving: every inline cell waits */
  cellSaving?: boolean;
  /** why the session may not write this collection (issue 36): its write buttons are disabled, with this on hover */
  refusal?: string | null;
}

/** Kinds a server can order by; lists, images, rich text and sub-records are not. */
const SORTABLE = new Set(['text', 'textarea', 'number', 'select', 'switch', 'date', 'datetime', 'url', 'color', 'treeSelect']);
/** a joined field (read from another table) is shown, never ordered by */
export const sortable = (f: FieldDef) => SORTABLE.has(f.type) && !f.joined;

const ariaSortOf = (field: string, sort: SortOrder | null) =>
  sort?.field !== field ? 'none' : sort.direction === 'asc' ? 'ascending' : sort.direction === 'desc' ? 'descending' : 'none';

function SortHeader({ field, label, sort, onSort }: { field: string; label: string; sort: SortOrder | null; onSort: (field: string) => void }) {
  const direction = sort?.field === field ? sort.direction : null;
  return (
    <button type="button" className={`resource-sort${direction ? ' sorted' : ''}`} data-testid={`sort-${field}`} onClick={() => onSort(field)}>
      {label}
      <Icon name={direction === 'asc' ? 'sort up' : direction === 'desc' ? 'sort down' : 'sort'} disabled={!direction} />
    </button>
  );
}

function cellContent(f: FieldDef, row: DisplayRow, t: T) {
  if (f.type === 'image') {
    const url = imageUrlOf(row.row, f.name);
    return url ? <Image src={url} size="mini" className="resource-thumb" alt="" data-testid={`thumb-${f.name}-${row.id}`} /> : '';
  }
  const text = shown(t, row.cells[f.name]);
  if (f.type === 'color' && text) {
    return (
      <span className="resource-color-cell">
        <span className="resource-color-swatch" style={{ background: /^#[0-9a-f]{6}$/i.test(text) ? text : 'transparent' }} />
        {text}
      </span>
    );
  }
  // long texts (remarks, rich text) stay on one line; the whole text is in the tooltip
  return f.type === 'textarea' || f.type === 'richText' ? (
    <span className="resource-cell-clip" title={text}>
      {text}
    </span>
  ) : (
    text
  );
}

/** A row action is offered unless it would set what the row already has (hideWhenSet). */
const offered = (a: ActionDef, row: DisplayRow) => a.row && !(a.hideWhenSet && String(row.row[a.field]) === String(a.value));

export function resourceColumns(def: ResourceDef, t: T, actions: RowActions, options: ColumnOptions = {}): PagedTableColumn<DisplayRow>[] {
  const writable = options.writable ?? { add: true, edit: true, remove: true };
  const rowActions = (options.rowActions ?? []).filter((a) => a.row);
  const fieldColumns = listFields(def).map((f): PagedTableColumn<DisplayRow> => ({
    key: f.name,
    header: actions.onSort && sortable(f) ? <SortHeader field={f.name} label={t(f.label)} sort={options.sort ?? null} onSort={actions.onSort} /> : t(f.label),
    // aria-sort belongs to the column header (a button may not carry it)
    sort: actions.onSort && sortable(f) ? ariaSortOf(f.name, options.sort ?? null) : undefined,
    width: f.width,
    render: (row) =>
      actions.onCellEdit && def.inlineEdit?.fields.includes(f.name) ? (
        <InlineCell
          field={f}
          value={row.row[f.name]}
          label={t('cellEdit.label', { name: String(row.row[def.titleField ?? 'name'] ?? row.id), field: t(f.label) })}
          options={options.fieldOptions?.[f.name] ?? []}
          disabled={Boolean(options.cellSaving)}
          testId={`cell-${f.name}-${row.id}`}
          t={t}
          onSave={(value) => actions.onCellEdit?.(row, f.name, value)}
        />
      ) : (
        cellContent(f, row, t)
      ),
  }));
  const related = options.related ?? [];
  const anyRowAction = writable.edit || writable.remove || rowActions.length > 0 || related.length > 0 || options.detailView || options.draggable;
  const columns: PagedTableColumn<DisplayRow>[] = [
    ...fieldColumns,
    ...(hasTimestamps(def)
      ? [{ key: 'updatedAt', header: t('common.updatedAt'), width: 170, render: (row: DisplayRow) => shown(t, row.cells.updatedAt) }]
      : []),
  ];
  if (!anyRowAction) return columns;
  columns.push({
    key: 'actions',
    header: t('common.actions'),
    width: 180,
    render: (row) => (
      <span className="resource-row-actions">
        {options.draggable && (
          <span
            className="resource-drag"
            draggable
            title={t('resourceUi.dragToOrder')}
            role="img"
            aria-label={t('resourceUi.dragToOrder')}
            data-testid={`drag-${row.id}`}
            onDragStart={(e) => {
              e.dataTransfer.setData('text/plain', String(row.id));
              e.dataTransfer.effectAllowed = 'move';
            }}
          >
            <Icon name="bars" />
          </span>
        )}
        {options.detailView && (
          <Button basic size="mini" icon="eye" content={t('resourceUi.detail')} data-testid={`detail-${row.id}`} onClick={() => actions.onDetail?.(row)} />
        )}
        {related.map((r) => (
          <Button
            key={r.key}
            basic
            size="mini"
            icon="list"
            content={t(r.label)}
            data-testid={`related-${r.key}-${row.id}`}
            onClick={() => actions.onRelated?.(r, row)}
          />
        ))}
        {writable.edit && (
          <Refusable reason={options.refusal}>
            <Button
              basic
              size="mini"
              icon="edit"
              content={t('common.edit')}
              id={`row-edit-${row.id}`}
              data-testid={`row-edit-${row.id}`}
              disabled={Boolean(options.refusal)}
              onClick={() => actions.onEdit(row)}
            />
          </Refusable>
        )}
        {rowActions
          .filter((a) => offered(a, row))
          .map((a) => (
            <Refusable key={a.key} reason={options.refusal}>
              <Button
                basic
                size="mini"
                content={t(a.label)}
                data-testid={`row-action-${a.key}-${row.id}`}
                disabled={Boolean(options.refusal)}
                onClick={() => actions.onRowAction?.(a, row)}
              />
            </Refusable>
          ))}
        {writable.remove && (
          // a fixed record (ResourceDef.fixedRows: the built-in role) is never removed: said on hover
          <Refusable reason={options.refusal ?? (def.fixedRows && row.row[def.fixedRows.field] ? t(def.fixedRows.message) : null)}>
            <Button
              basic
              negative
              size="mini"
              icon="trash alternate"
              content={t('common.remove')}
              id={`row-remove-${row.id}`}
              data-testid={`row-remove-${row.id}`}
              disabled={Boolean(options.refusal) || Boolean(def.fixedRows && row.row[def.fixedRows.field])}
              onClick={() => actions.onRemove(row)}
            />
          </Refusable>
        )}
      </span>
    ),
  });
  return columns;
}

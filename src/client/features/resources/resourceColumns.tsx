// The list columns of a resource: its list fields (selects by label, switches as yes/no), the
// update time, and a row actions column (edit, remove) with buttons stable tests can find.
import { Button } from 'semantic-ui-react';
import { ResourceDef, listFields } from '../../../shared/resources';
import { T } from '../../i18n';
import { PagedTableColumn } from '../../widgets/pagedTable/PagedTable';
import { DisplayRow, shown } from './displayValues';

export interface RowActions {
  onEdit: (row: DisplayRow) => void;
  onRemove: (row: DisplayRow) => void;
}

export function resourceColumns(def: ResourceDef, t: T, actions: RowActions): PagedTableColumn<DisplayRow>[] {
  const fieldColumns = listFields(def).map(
    (f): PagedTableColumn<DisplayRow> => ({
      key: f.name,
      header: t(f.label),
      width: f.width,
      render: (row) => {
        const text = shown(t, row.cells[f.name]);
        // long texts (remarks) stay on one line; the whole text is in the tooltip
        return f.type === 'textarea' ? <span className="resource-cell-clip" title={text}>{text}</span> : text;
      },
    }),
  );
  return [
    ...fieldColumns,
    { key: 'updatedAt', header: t('common.updatedAt'), width: 170, render: (row) => shown(t, row.cells.updatedAt) },
    {
      key: 'actions',
      header: t('common.actions'),
      width: 180,
      render: (row) => (
        <span className="resource-row-actions">
          <Button basic size="mini" icon="edit" content={t('common.edit')} id={`row-edit-${row.id}`} data-testid={`row-edit-${row.id}`} onClick={() => actions.onEdit(row)} />
          <Button basic negative size="mini" icon="trash alternate" content={t('common.remove')} id={`row-remove-${row.id}`} data-testid={`row-remove-${row.id}`} onClick={() => actions.onRemove(row)} />
        </span>
      ),
    },
  ];
}

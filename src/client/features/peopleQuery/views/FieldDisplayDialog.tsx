// The field display dialog (document 001 §2, §5): the list's columns with a show checkbox and
// move up / move down buttons; rows can also be dragged onto another row's place. Save applies
// the display to the list; restore goes back to the list's default. Dumb: the rows and the
// notice come in, every change goes out (the row being dragged is the view's own business).
import { DragEvent, useRef } from 'react';
import { Button, Checkbox, Icon, Message, Table } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import { useT } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import type { FieldDisplayView } from '../querySelectors';

export interface FieldDisplayDialogProps {
  /** null when closed */
  view: FieldDisplayView | null;
  /** column key -> its (translated) header */
  labels: Record<string, string>;
  onToggle: (key: string) => void;
  onMoveUp: (key: string) => void;
  onMoveDown: (key: string) => void;
  onDrop: (key: string, onto: string) => void;
  onSave: () => void;
  onReset: () => void;
  onClose: () => void;
}

export function FieldDisplayDialog({ view, labels, onToggle, onMoveUp, onMoveDown, onDrop, onSave, onReset, onClose }: FieldDisplayDialogProps) {
  const t = useT();
  const dragged = useRef<string | null>(null);
  const dragStart = (key: string) => (e: DragEvent) => {
    dragged.current = key;
    // Firefox starts a drag only with data set
    e.dataTransfer?.setData('text/plain', key);
    if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
  };
  const drop = (onto: string) => (e: DragEvent) => {
    e.preventDefault();
    const key = dragged.current;
    dragged.current = null;
    if (key && key !== onto) onDrop(key, onto);
  };
  const actions = (
    <>
      <Button type="button" data-testid="field-display-reset" content={t('peopleQuery.fieldDisplay.reset')} onClick={onReset} />
      <Button type="button" data-testid="field-display-cancel" content={t('common.cancel')} onClick={onClose} />
      <Button type="button" primary data-testid="field-display-save" content={t('common.save')} onClick={onSave} />
    </>
  );
  return (
    <DraggableDialog
      open={view !== null}
      title={t('fieldDisplay.title')}
      width={DIALOG_WIDTH.TABLE}
      onClose={onClose}
      data-testid="field-display-dialog"
      actions={actions}
    >
      {view?.notice && <Message warning size="small" data-testid="field-display-notice" content={t(view.notice)} />}
      {view && (
        <Table compact celled unstackable className="people-field-display">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell collapsing />
              <Table.HeaderCell>{t('peopleQuery.fieldDisplay.field')}</Table.HeaderCell>
              <Table.HeaderCell collapsing textAlign="center">
                {t('fieldDisplay.show')}
              </Table.HeaderCell>
              <Table.HeaderCell collapsing>{t('common.actions')}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {view.rows.map((row) => (
              <tr
                key={row.key}
                draggable
                data-testid={`field-display-row-${row.key}`}
                className="people-field-display-row"
                onDragStart={dragStart(row.key)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={drop(row.key)}
              >
                <Table.Cell collapsing title={t('peopleQuery.fieldDisplay.dragHint')}>
                  <Icon name="bars" className="people-drag-handle" />
                </Table.Cell>
                <Table.Cell>{labels[row.key] ?? row.key}</Table.Cell>
                <Table.Cell collapsing textAlign="center">
                  <Checkbox
                    data-testid={`field-display-show-${row.key}`}
                    checked={row.shown}
                    aria-label={t('fieldDisplay.show')}
                    onChange={() => onToggle(row.key)}
                  />
                </Table.Cell>
                <Table.Cell collapsing>
                  <Button
                    type="button"
                    basic
                    compact
                    size="mini"
                    icon="arrow up"
                    data-testid={`field-display-up-${row.key}`}
                    title={t('fieldDisplay.moveUp')}
                    aria-label={t('fieldDisplay.moveUp')}
                    onClick={() => onMoveUp(row.key)}
                  />
                  <Button
                    type="button"
                    basic
                    compact
                    size="mini"
                    icon="arrow down"
                    data-testid={`field-display-down-${row.key}`}
                    title={t('fieldDisplay.moveDown')}
                    aria-label={t('fieldDisplay.moveDown')}
                    onClick={() => onMoveDown(row.key)}
                  />
                </Table.Cell>
              </tr>
            ))}
          </Table.Body>
        </Table>
      )}
    </DraggableDialog>
  );
}

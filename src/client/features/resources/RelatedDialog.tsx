// Other records of one row (RelatedDef: an alumni user's posts), read-only and paged, in a
// dialog. Dumb: the related state and the definition come in, events go out.
import { useMemo } from 'react';
import { Button, Message, Modal } from 'semantic-ui-react';
import type { RelatedDef } from '../../../shared/resources';
import { useT } from '../../i18n';
import { ModalDialog } from '../../widgets/dialog/ModalDialog';
import PagedTable, { PagedTableColumn } from '../../widgets/pagedTable/PagedTable';
import { cellOf, fieldOptionsOf, shown } from './displayValues';
import type { RelatedState } from './extrasState';
import { problemText } from '../../lib/problem';

export interface RelatedDialogProps {
  related: RelatedDef;
  state: RelatedState;
  onPageChange: (pageIndex: number) => void;
  onClose: () => void;
}

type Row = Record<string, unknown> & { id: number };

export default function RelatedDialog({ related, state, onPageChange, onClose }: RelatedDialogProps) {
  const t = useT();
  const columns = useMemo((): PagedTableColumn<Row>[] => {
    const options = fieldOptionsOf(related.fields, {});
    return related.fields.map((f) => ({
      key: f.name,
      header: t(f.label),
      width: f.width,
      render: (row: Row) => {
        const text = shown(t, cellOf(f, row[f.name], options));
        return f.type === 'textarea' ? (
          <span className="resource-cell-clip" title={text}>
            {text}
          </span>
        ) : (
          text
        );
      },
    }));
  }, [related, t]);
  return (
    <ModalDialog
      open
      closeOnDimmerClick
      onClose={onClose}
      size="large"
      data-testid={`related-dialog-${related.key}`}
      title={t(related.title, { name: state.name })}
    >
      <Modal.Content scrolling>
        {state.status === 'failed' && state.problem && <Message negative size="small" content={problemText(t, state.problem)} />}
        {state.status === 'ready' && state.total === 0 ? (
          <Message info size="small" content={t('resourceUi.relatedNone')} data-testid="related-none" />
        ) : (
          <PagedTable
            columns={columns}
            rows={state.rows as Row[]}
            total={state.total}
            pageIndex={state.pageIndex}
            pageSize={state.pageSize}
            loading={state.status === 'loading'}
            rowTestId={(id) => `related-row-${id}`}
            onPageChange={onPageChange}
            onSizeChange={() => undefined}
          />
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button content={t('common.close')} onClick={onClose} data-testid="related-close" />
      </Modal.Actions>
    </ModalDialog>
  );
}

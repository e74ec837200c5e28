// The detail view of one record (definitions with detailView): every field, read-only. Rich
// text is rendered from the server's answer only — the server sanitised it to its allowlist
// when it was saved — never from anything typed in this console. Dumb: the detail state comes in.
import { Button, Image, Loader, Message, Modal, Table } from 'semantic-ui-react';
import { FieldDef, ResourceRow } from '../../../shared/resources';
import { imageUrlOf } from '../../api/collections';
import { useT } from '../../i18n';
import { ModalDialog } from '../../widgets/dialog/ModalDialog';
import { FieldOptions, cellOf, formatTimestamp, shown } from './displayValues';
import { DetailState } from './resourceState';
import { problemText } from '../../lib/problem';

export interface DetailDialogProps {
  /** already translated */
  title: string;
  fields: FieldDef[];
  detail: DetailState;
  options: FieldOptions;
  onClose: () => void;
}

function SubRecords({ field, value }: { field: FieldDef; value: unknown }) {
  const t = useT();
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const subs = field.of ?? [];
  return (
    <Table compact celled size="small" unstackable>
      <Table.Header>
        <Table.Row>
          {subs.map((s) => (
            <Table.HeaderCell key={s.name}>{t(s.label)}</Table.HeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r, i) => (
          // sub-records have no id of their own; shown read-only, their place is their identity
          <Table.Row key={i}>
            {subs.map((s) => (
              <Table.Cell key={s.name}>{shown(t, cellOf(s, r?.[s.name], {}))}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
}

function Value({ field, record, options }: { field: FieldDef; record: ResourceRow; options: FieldOptions }) {
  const t = useT();
  const value = record[field.name];
  if (field.type === 'richText') {
    // the server's sanitised HTML (see the header)
    return (
      <div
        className="resource-rich-text"
        data-testid={`detail-value-${field.name}`}
        dangerouslySetInnerHTML={{ __html: typeof value === 'string' ? value : '' }}
      />
    );
  }
  if (field.type === 'image') {
    const url = imageUrlOf(record, field.name);
    return url ? <Image src={url} size="small" bordered alt="" data-testid={`detail-value-${field.name}`} /> : null;
  }
  if (field.type === 'records') return <SubRecords field={field} value={value} />;
  return <span data-testid={`detail-value-${field.name}`}>{shown(t, cellOf(field, value, options))}</span>;
}

export default function DetailDialog({ title, fields, detail, options, onClose }: DetailDialogProps) {
  const t = useT();
  const record = detail.record;
  return (
    <ModalDialog open={detail.status !== 'closed'} closeOnDimmerClick onClose={onClose} style={{ width: 720 }} data-testid="detail-dialog" title={title}>
      <Modal.Content scrolling>
        {detail.status === 'loading' && <Loader active inline="centered" />}
        {detail.status === 'failed' && detail.problem && <Message negative size="small" content={problemText(t, detail.problem)} />}
        {detail.status === 'ready' && record && (
          <dl className="resource-detail-list">
            {fields.map((f) => (
              <div key={f.name} className="resource-detail-entry">
                <dt>{t(f.label)}</dt>
                <dd>
                  <Value field={f} record={record} options={options} />
                </dd>
              </div>
            ))}
            {record.updatedAt !== undefined && (
              <div className="resource-detail-entry">
                <dt>{t('common.updatedAt')}</dt>
                <dd>{formatTimestamp(record.updatedAt)}</dd>
              </div>
            )}
          </dl>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" content={t('common.close')} data-testid="detail-close" onClick={onClose} />
      </Modal.Actions>
    </ModalDialog>
  );
}

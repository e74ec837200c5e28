// A person's detail in a dialog: every field whole (the list masks ID number and phone), with
// the organisation path. Dumb: the detail state and the labels come in, close goes out.
import { Button, Loader, Message } from 'semantic-ui-react';
import { useT } from '../../i18n';
import { DraggableDialog } from '../../widgets/dialog/DraggableDialog';
import { detailEntries } from './detailEntries';
import type { IdentityConfig } from './identityConfig';
import type { ColumnDicts } from './columnDicts';
import type { DetailState } from './peopleState';

export interface PersonDetailPanelProps {
  detail: DetailState;
  config: IdentityConfig;
  dicts: ColumnDicts;
  onClose: () => void;
}

/** the width of the detail dialog: document 000 §9's second dialog width */
const DETAIL_WIDTH = 613;

export default function PersonDetailPanel({ detail, config, dicts, onClose }: PersonDetailPanelProps) {
  const t = useT();
  const { person } = detail;
  return (
    <DraggableDialog
      open={detail.status !== 'closed'}
      title={person ? t('people.detailTitleOf', { name: person.name }) : t('people.detailTitle')}
      width={DETAIL_WIDTH}
      onClose={onClose}
      data-testid="people-detail-panel"
      actions={<Button data-testid="people-detail-close" content={t('common.close')} onClick={onClose} />}
    >
      {detail.status === 'loading' && <Loader active inline="centered" />}
      {detail.status === 'failed' && <Message negative size="small" content={t('people.detailFailed')} />}
      {person && (
        <dl className="people-detail-list">
          {detailEntries(person, config, dicts, t).map((e) => (
            <div key={e.key} className="people-detail-entry">
              <dt>{e.label}</dt>
              <dd data-testid={`people-detail-field-${e.key}`}>{e.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </DraggableDialog>
  );
}

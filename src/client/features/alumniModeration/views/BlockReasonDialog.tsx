// The block reason dialog of document 001 §2: a reason from getReportReason (required: 'please
// select block reason'), an optional note, OK and Cancel. Dumb.
import { Button, Dropdown, Form, Message as SemanticMessage, TextArea } from 'semantic-ui-react';
import { BLOCK_NOTE_MAX } from '../../../../shared/alumni/posts';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { T } from '../../../i18n';
import { useChangedSinceOpen } from '../../../lib/leaveGuard';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import type { BlockDialog } from '../state';
import { say } from './say';
import { WriteButton } from '../../session/components';

interface Props {
  t: T;
  block: BlockDialog | null;
  reasonOptions: { key: number; value: number; text: string }[];
  onReason: (reasonId: number | null) => void;
  onNote: (note: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export default function BlockReasonDialog({ t, block, reasonOptions, onReason, onNote, onConfirm, onCancel }: Props) {
  // a reason or note given: closing asks first (the leave guard)
  const dirty = useChangedSinceOpen(!!block, [block?.reasonId ?? null, block?.note ?? '']);
  return (
    <DraggableDialog
      open={!!block}
      dirty={dirty}
      title={t('alumniPosts.blockTitle')}
      width={DIALOG_WIDTH.FORM}
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onCancel} disabled={block?.saving}>
            {t('alumniPosts.cancel')}
          </Button>
          <WriteButton primary data-testid="block-confirm" loading={block?.saving} disabled={block?.saving} onClick={onConfirm}>
            {t('alumniPosts.confirm')}
          </WriteButton>
        </>
      }
    >
      {block && (
        <Form error={!!block.message}>
          <Form.Field required error={!!block.message && block.reasonId === null}>
            <label>{t('alumniPosts.blockTitle')}</label>
            <Dropdown
              selection
              data-testid="block-reason"
              aria-label={t('alumniPosts.blockTitle')}
              placeholder={t('alumniPosts.blockReasonPlaceholder')}
              options={reasonOptions}
              value={block.reasonId ?? ''}
              onChange={(_, d) => onReason(typeof d.value === 'number' ? d.value : null)}
            />
          </Form.Field>
          <Form.Field>
            <label>{t('alumniPosts.blockNote')}</label>
            <TextArea data-testid="block-note" rows={2} maxLength={BLOCK_NOTE_MAX} value={block.note} onChange={(_, d) => onNote(String(d.value ?? ''))} />
          </Form.Field>
          {block.message && <SemanticMessage error size="small" data-testid="block-message" content={say(t, block.message)} />}
        </Form>
      )}
    </DraggableDialog>
  );
}

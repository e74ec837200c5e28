// The confirmation of a removal (the console's notice dialog, type 1): how many of which group,
// and with select all that it is every member the filters show but those unticked; the reason
// when the removal was refused. Dumb. Test ids: the notice's (notice-confirm, notice-cancel),
// member-remove-text, member-remove-message.
import { Message } from 'semantic-ui-react';
import { useT } from '../../../i18n';
import { NoticeDialog } from '../../../widgets/notice';
import { say } from '../../memberPicker/components';
import type { MemberRemoval } from '../state';

export interface RemoveMembersDialogProps {
  groupName: string;
  removal: MemberRemoval;
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RemoveMembersDialog({ groupName, removal, count, onConfirm, onCancel }: RemoveMembersDialogProps) {
  const t = useT();
  const open = removal.status !== 'open';
  const all = removal.selection.mode === 'all';
  const text = all
    ? t('membersUi.removeAllText', { name: groupName, count, excluded: removal.selection.mode === 'all' ? removal.selection.excluded.length : 0 })
    : t('membersUi.removeText', { name: groupName, count });
  return (
    <NoticeDialog
      open={open}
      type={1}
      title={t('membersUi.removeTitle')}
      confirmText={t('membersUi.removeConfirm')}
      busy={removal.status === 'removing'}
      message={
        open ? (
          <>
            <p data-testid="member-remove-text">{text}</p>
            {removal.message ? <Message negative size="small" data-testid="member-remove-message" content={say(t, removal.message)} /> : null}
          </>
        ) : (
          ''
        )
      }
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

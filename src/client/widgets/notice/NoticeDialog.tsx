// The notice (confirm) dialog of document 000 §2, exactly the NoticeDialogProps contract.
// Dumb: the caller owns `open` and reacts to the callbacks. Closing by the corner icon or
// Escape counts as cancel; while busy nothing closes and every button is disabled.
import { Button, Icon, Modal } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../shared/domain/ui';
import { useT } from '../../i18n';
import { ModalDialog } from '../dialog/ModalDialog';
import { AntiDoubleClickButton } from '../antiDoubleClick/AntiDoubleClickButton';
import { NOTICE_LOOKS, NoticeButton } from './noticeLook';
import type { NoticeDialogProps } from './types';

export function NoticeDialog(props: NoticeDialogProps) {
  const { open, type, title, message, width = DIALOG_WIDTH.NOTICE, busy = false, onCancel } = props;
  const t = useT();
  const look = NOTICE_LOOKS[type];
  // Type 4's switch button only appears when someone listens to it.
  const buttons = look.buttons.filter((b) => b !== 'switch' || props.onSwitch);

  const renderButton = (button: NoticeButton, isPrimary: boolean) => {
    const common = { disabled: busy, 'data-testid': `notice-${button}` };
    switch (button) {
      case 'cancel':
        return <Button key={button} {...common} onClick={onCancel} content={props.cancelText ?? t('common.cancel')} />;
      case 'close':
        return <Button key={button} {...common} primary={isPrimary} onClick={onCancel} content={props.cancelText ?? t('common.close')} />;
      case 'switch':
        return <Button key={button} {...common} onClick={props.onSwitch} content={props.switchText ?? t('widget.notice.directSwitch')} />;
      case 'confirm':
        // Confirm usually starts a call: guard it against a double click (document 001 §9).
        return (
          <AntiDoubleClickButton
            key={button}
            {...common}
            primary={isPrimary}
            loading={busy}
            onClick={props.onConfirm}
            content={props.confirmText ?? t('common.confirm')}
          />
        );
    }
  };

  return (
    <ModalDialog
      open={open}
      closable={!busy}
      onClose={onCancel}
      style={{ width }}
      className={`notice-dialog notice-type-${type}`}
      data-testid="notice-dialog"
      title={
        <>
          <Icon name={look.icon} color={look.colour} data-testid="notice-icon" />
          {title ?? t(look.titleKey)}
        </>
      }
    >
      <Modal.Content>{message}</Modal.Content>
      <Modal.Actions>{buttons.map((b, i) => renderButton(b, i === buttons.length - 1))}</Modal.Actions>
    </ModalDialog>
  );
}

// The change-password dialog: current, new and repeated password, checked as the user types by
// the shared rule the server uses (useCheckedForm). A view: what is typed stays here (never in the store); the
// container sends it. When the server asked for a new password at sign-in (`required`), the
// dialog says why and cannot be put off: the server refuses every other call until the password
// is changed, so its only other way out is signing out (not Escape, not the backdrop).
import { useState } from 'react';
import { Button, Form, Message, Modal } from 'semantic-ui-react';
import type { PasswordChange } from '../../api/auth';
import type { T } from '../../i18n';
import { ModalDialog } from '../../widgets/dialog/ModalDialog';
import { useCheckedForm } from './useCheckedForm';
import { PasswordChangeForm, validatePasswordChange } from './validation';

export interface ChangePasswordDialogProps {
  t: T;
  open: boolean;
  /** asked by the server (mustChangePassword): explain; the way out signs out */
  required: boolean;
  busy: boolean;
  /** the account: the new password must not contain it */
  account: string;
  /** the server's refusal, already in words */
  error?: string;
  onSubmit: (change: PasswordChange) => void;
  onClose: () => void;
}

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', repeatPassword: '' };

export default function ChangePasswordDialog({ t, open, required, busy, account, error, onSubmit, onClose }: ChangePasswordDialogProps) {
  const form = useCheckedForm<PasswordChangeForm>(t, EMPTY, (values) => validatePasswordChange(values, account));

  // every opening starts empty (adjusted while rendering, as React advises for state that
  // follows a prop)
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) form.reset();
  }

  const submit = form.submitter((values) => onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword }), busy);

  return (
    <ModalDialog
      open={open}
      size="tiny"
      closable={!busy && !required}
      dirty={Object.values(form.values).some((v) => v !== '')}
      onClose={onClose}
      className="change-password-dialog"
      data-testid="change-password-dialog"
      title={t('password.change')}
    >
      <Modal.Content data-autofocus-inside>
        {required && <Message warning content={t('password.mustChange')} data-testid="change-password-required" />}
        <Form id="change-password-form" onSubmit={submit} error={Boolean(error)} noValidate>
          <Form.Input
            id="change-password-current"
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            {...form.field('currentPassword')}
          />
          <Form.Input id="change-password-new" label={t('password.new')} type="password" autoComplete="new-password" {...form.field('newPassword')} />
          <p className="change-password-rule">{t('password.ruleHint')}</p>
          <Form.Input id="change-password-repeat" label={t('password.repeat')} type="password" autoComplete="new-password" {...form.field('repeatPassword')} />
          <Message error content={error} />
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} disabled={busy} data-testid="change-password-close">
          {required ? t('auth.signOut') : t('common.cancel')}
        </Button>
        <Button type="submit" form="change-password-form" primary loading={busy} disabled={busy} data-testid="change-password-submit">
          {t('password.submit')}
        </Button>
      </Modal.Actions>
    </ModalDialog>
  );
}

// /adminAccounts (issue 36): the tenant's administrators with their role, state and last sign-in;
// add, edit (name, role), disable or enable, reset the password, unlock after the sign-in
// throttle. Without the screen's write right every button is disabled with the reason on hover.
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { Button, Form, Label, Message, Modal, Table } from 'semantic-ui-react';
import { useT } from '../../i18n';
import { selectLocale } from '../../i18n';
import { problemText } from '../../lib/problem';
import { ModalDialog } from '../../widgets/dialog/ModalDialog';
import { NoticeDialog } from '../../widgets/notice';
import { Refusable } from '../../widgets/refusable/Refusable';
import { useWriteRefusal } from '../session/components';
import { events, AdminAccountsState, initialAdminAccountsState } from './adminAccountsSlice';
import type { AdminAccountRow } from '../../../shared/rights/api';

const selectState = (s: { adminAccounts?: AdminAccountsState }) => s.adminAccounts ?? initialAdminAccountsState;

export default function AdminAccountsScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectState);
  const locale = useAppSelector(selectLocale);
  const refusal = useWriteRefusal('/adminAccounts');
  const [disabling, setDisabling] = useState<AdminAccountRow | null>(null);
  useEffect(() => {
    dispatch(events.opened());
  }, [dispatch]);
  const busy = state.status === 'busy' || state.status === 'loading';
  const d = state.dialog;
  const writeButton = (key: string, label: string, onClick: () => void, extra: { disabled?: boolean; negative?: boolean; title?: string } = {}) => (
    <Refusable reason={refusal}>
      <Button
        basic
        size="mini"
        negative={extra.negative}
        data-testid={key}
        content={t(label)}
        title={refusal ? undefined : extra.title}
        disabled={Boolean(refusal) || busy || extra.disabled}
        onClick={onClick}
      />
    </Refusable>
  );
  return (
    <div className="admin-accounts" data-testid="admin-accounts">
      <div className="resource-screen-head">
        <span />
        <Refusable reason={refusal}>
          <Button
            primary
            icon="plus"
            data-testid="admin-add"
            content={t('admins.add')}
            disabled={Boolean(refusal) || busy}
            onClick={() => dispatch(events.addClicked())}
          />
        </Refusable>
      </div>
      {state.problem && <Message negative size="small" data-testid="admin-problem" content={problemText(t, state.problem)} />}
      {state.generated && (
        <Message positive size="small" data-testid="admin-generated" onDismiss={() => dispatch(events.generatedClosed())}>
          {state.generated.account} · {t('admins.generated', { password: state.generated.password })}
        </Message>
      )}
      <Table compact celled>
        <Table.Header>
          <Table.Row>
            {['admins.account', 'admins.userName', 'admins.role', 'admins.enabled', 'admins.lastSignIn', ''].map((h) => (
              <Table.HeaderCell key={h}>{h && t(h)}</Table.HeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {state.rows.map((r) => (
            <Table.Row key={r.id} data-testid={`admin-row-${r.account}`}>
              <Table.Cell data-user-content>
                {r.account} {r.self && t('admins.self')}
              </Table.Cell>
              <Table.Cell data-user-content>{r.userName}</Table.Cell>
              <Table.Cell data-user-content>{r.roleName ?? t('rights.all')}</Table.Cell>
              <Table.Cell>
                <Label size="small" color={r.enabled ? 'green' : undefined}>
                  {t(r.enabled ? 'admins.on' : 'admins.off')}
                </Label>
                {r.locked && <Label size="small" color="red" content={t('admins.locked')} />}
                {r.mustChangePassword && <Label size="small" content={t('admins.mustChange')} />}
              </Table.Cell>
              <Table.Cell>{r.lastSignInAt ? new Date(r.lastSignInAt).toLocaleString(locale) : t('admins.never')}</Table.Cell>
              <Table.Cell>
                {writeButton(`admin-edit-${r.account}`, 'admins.edit', () => dispatch(events.editClicked(r.id)))}
                {r.enabled
                  ? writeButton(`admin-disable-${r.account}`, 'admins.disable', () => setDisabling(r), {
                      negative: true,
                      disabled: r.self,
                      title: r.self ? t('admins.refuseSelf') : undefined,
                    })
                  : writeButton(`admin-enable-${r.account}`, 'admins.enable', () => dispatch(events.enableToggled({ id: r.id, enabled: true })))}
                {writeButton(`admin-reset-${r.account}`, 'admins.resetPassword', () => dispatch(events.resetClicked({ id: r.id })))}
                {r.locked && writeButton(`admin-unlock-${r.account}`, 'admins.unlock', () => dispatch(events.unlockClicked({ id: r.id })))}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      <NoticeDialog
        open={disabling !== null}
        type={1}
        message={t('admins.confirmDisable', { name: disabling?.userName || disabling?.account || '' })}
        onConfirm={() => {
          if (disabling) dispatch(events.enableToggled({ id: disabling.id, enabled: false }));
          setDisabling(null);
        }}
        onCancel={() => setDisabling(null)}
      />
      <ModalDialog open={d !== null} title={t(d?.id === null ? 'admins.add' : 'admins.edit')} onClose={() => dispatch(events.dialogClosed())}>
        {d && (
          <>
            <Modal.Content>
              <Form>
                <Form.Input
                  label={t('admins.account')}
                  data-testid="admin-form-account"
                  value={d.account}
                  readOnly={d.id !== null}
                  maxLength={64}
                  onChange={(_e, { value }) => dispatch(events.draftChanged({ account: value }))}
                />
                <Form.Input
                  label={t('admins.userName')}
                  data-testid="admin-form-name"
                  value={d.userName}
                  maxLength={64}
                  onChange={(_e, { value }) => dispatch(events.draftChanged({ userName: value }))}
                />
                <Form.Select
                  label={t('admins.role')}
                  data-testid="admin-form-role"
                  value={d.roleId ?? undefined}
                  options={state.roles.map((r) => ({ key: r.id, value: r.id, text: r.name }))}
                  onChange={(_e, { value }) => dispatch(events.draftChanged({ roleId: Number(value) }))}
                />
                {d.id === null && (
                  <Form.Input
                    label={t('admins.password')}
                    type="password"
                    autoComplete="new-password"
                    data-testid="admin-form-password"
                    value={d.password}
                    maxLength={128}
                    onChange={(_e, { value }) => dispatch(events.draftChanged({ password: value }))}
                  />
                )}
                {d.id === null && <p className="hint">{t('admins.passwordHint')}</p>}
              </Form>
            </Modal.Content>
            <Modal.Actions>
              <Button content={t('admins.cancel')} onClick={() => dispatch(events.dialogClosed())} />
              <Button
                primary
                data-testid="admin-form-save"
                content={t('admins.save')}
                loading={state.status === 'busy'}
                disabled={busy || !d.account.trim() || !d.userName.trim() || d.roleId === null}
                onClick={() => dispatch(events.saveClicked())}
              />
            </Modal.Actions>
          </>
        )}
      </ModalDialog>
    </div>
  );
}

// The quick authorization dialog (document 001 §2, §5, §6; 932 px): search by login account and
// name (at most 30 characters each), the members with their ticks — view, edit data and, for a
// table (FILE) only, edit table — and pagination (10, 20, 30, 40). Changed rows are marked and
// counted; save sends them. Dumb. Test ids: quick-auth-dialog, quick-auth-account, quick-auth-name,
// quick-auth-search, quick-auth-reset, quick-auth-user-<userId>, quick-auth-look-<userId>,
// quick-auth-data-<userId>, quick-auth-table-<userId>, quick-auth-changed, quick-auth-message,
// quick-auth-save, quick-auth-cancel, and the pager's quick-auth-page-size, quick-auth-total, …
import { FormEvent } from 'react';
import { Button, Checkbox, Form, Input, Label, Loader, Message as UiMessage, Table } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import { AuthTicks, SEARCH_MAX } from '../../../../shared/members/constants';
import { useT } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import { LOADER_DELAY_MS } from '../../../widgets/pagedTable/pagedQuery';
import { say } from '../../memberPicker/components';
import { PickerPager } from '../../../widgets/pagedTable/PagerControls';
import type { AuthView } from '../selectors';
import type { AuthSearch } from '../state';
import { problemText } from '../../../lib/problem';
import { WriteButton } from '../../session/components';

export interface QuickAuthHandlers {
  onSearchChange: (change: Partial<AuthSearch>) => void;
  onSearch: () => void;
  onReset: () => void;
  onPage: (pageIndex: number) => void;
  onPageSize: (pageSize: number) => void;
  onTick: (userId: number, tick: keyof AuthTicks, value: boolean) => void;
  onSave: () => void;
  onClose: () => void;
}

const TICK_IDS: Record<keyof AuthTicks, string> = { lookPerm: 'look', updateDataPerm: 'data', updateTablePerm: 'table' };

export function QuickAuthDialog({ view, on }: { view: AuthView; on: QuickAuthHandlers }) {
  const t = useT();
  const isFile = view.entry?.type === 'FILE';
  const ticks: (keyof AuthTicks)[] = isFile ? ['lookPerm', 'updateDataPerm', 'updateTablePerm'] : ['lookPerm', 'updateDataPerm'];
  const headers: Record<keyof AuthTicks, string> = {
    lookPerm: t(isFile ? 'membersUi.auth.viewTable' : 'membersUi.auth.viewDir'),
    updateDataPerm: t(isFile ? 'auth.perm.editData' : 'membersUi.auth.editDir'),
    updateTablePerm: t('auth.perm.editTable'),
  };
  const busy = view.saving;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    on.onSearch();
  };
  const actions = (
    <>
      <Label basic data-testid="quick-auth-changed" data-count={view.changedCount}>
        {t('membersUi.auth.changed', { count: view.changedCount })}
      </Label>
      <Button type="button" data-testid="quick-auth-cancel" disabled={busy} content={t('common.cancel')} onClick={on.onClose} />
      <WriteButton type="button" primary data-testid="quick-auth-save" loading={busy} disabled={busy} content={t('common.save')} onClick={on.onSave} />
    </>
  );
  return (
    <DraggableDialog
      open={view.open}
      title={t('membersUi.auth.titleOf', { name: view.entry?.name ?? '' })}
      width={DIALOG_WIDTH.TABLE}
      closable={!busy}
      dirty={view.changedCount > 0}
      onClose={on.onClose}
      actions={actions}
      className="quick-auth-dialog"
      data-testid="quick-auth-dialog"
    >
      <Form onSubmit={submit} size="small">
        <Form.Group inline>
          <Form.Field inline>
            <label htmlFor="quick-auth-account">{t('importField.account')}</label>
            <Input
              id="quick-auth-account"
              input={{ 'data-testid': 'quick-auth-account', maxLength: SEARCH_MAX }}
              placeholder={t('common.pleaseInput')}
              value={view.draft.account}
              disabled={busy}
              onChange={(_e, d) => on.onSearchChange({ account: String(d.value) })}
            />
          </Form.Field>
          <Form.Field inline>
            <label htmlFor="quick-auth-name">{t('importField.name')}</label>
            <Input
              id="quick-auth-name"
              input={{ 'data-testid': 'quick-auth-name', maxLength: SEARCH_MAX }}
              placeholder={t('common.pleaseInput')}
              value={view.draft.name}
              disabled={busy}
              onChange={(_e, d) => on.onSearchChange({ name: String(d.value) })}
            />
          </Form.Field>
          <Button type="submit" primary size="small" icon="search" data-testid="quick-auth-search" disabled={busy} content={t('common.search')} />
          <Button type="button" size="small" data-testid="quick-auth-reset" disabled={busy} content={t('common.reset')} onClick={on.onReset} />
        </Form.Group>
      </Form>
      {view.list.status === 'failed' && view.list.problem ? <UiMessage negative size="small" content={problemText(t, view.list.problem)} /> : null}
      <div className="paged-table">
        <div className="paged-table-body">
          <Table celled compact unstackable>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{t('importField.account')}</Table.HeaderCell>
                <Table.HeaderCell>{t('importField.name')}</Table.HeaderCell>
                {ticks.map((tick) => (
                  <Table.HeaderCell key={tick} collapsing textAlign="center">
                    {headers[tick]}
                  </Table.HeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {view.rows.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={2 + ticks.length} textAlign="center" className="paged-table-empty">
                    {t('common.noData')}
                  </Table.Cell>
                </Table.Row>
              ) : (
                view.rows.map((row) => (
                  <Table.Row key={row.id} data-testid={`quick-auth-user-${row.id}`} warning={row.changed} data-changed={row.changed}>
                    <Table.Cell>{row.account}</Table.Cell>
                    <Table.Cell>{row.realName}</Table.Cell>
                    {ticks.map((tick) => (
                      <Table.Cell key={tick} textAlign="center">
                        <Checkbox
                          data-testid={`quick-auth-${TICK_IDS[tick]}-${row.id}`}
                          aria-label={`${row.realName} ${headers[tick]}`}
                          checked={row.ticks[tick]}
                          disabled={busy}
                          onChange={(_e, d) => on.onTick(row.id, tick, Boolean(d.checked))}
                        />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table>
          {view.list.status === 'loading' ? (
            <div className="paged-table-loader" style={{ animationDelay: `${LOADER_DELAY_MS}ms` }}>
              <Loader active inline="centered" />
            </div>
          ) : null}
        </div>
      </div>
      <PickerPager
        testId="quick-auth"
        total={view.list.total}
        pageIndex={view.list.pageIndex}
        pageSize={view.list.pageSize}
        disabled={busy}
        onPageChange={on.onPage}
        onSizeChange={on.onPageSize}
      />
      {view.message ? <UiMessage warning size="small" data-testid="quick-auth-message" content={say(t, view.message)} /> : null}
    </DraggableDialog>
  );
}

// /dictionaryManage: the tenant's dictionaries (GET dict/list) on the left; the chosen one's
// entries (POST dict/getDict) edited in a table on the right (key, value, order; add, remove)
// and saved together (POST dict/saveDict). Unsaved edits are guarded: leaving the screen asks
// (lib/leaveGuard), and so does choosing another dictionary.
import { useEffect, useState } from 'react';
import { Button, Input, Menu, Message, Segment, Table } from 'semantic-ui-react';
import { T, useT } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLeaveGuard } from '../../lib/leaveGuard';
import { problemText } from '../../lib/problem';
import { LeaveConfirmDialog } from '../../widgets/dialog/LeaveConfirmDialog';
import { codeChosen, editsDiscarded, entryAdded, entryChanged, entryRemoved, saveClicked, SaidReason, screenOpened } from './dictManageSlice';
import { selectDictDirty, selectDictManage } from './selectors';
import { WriteButton } from '../session/components';

const FIELDS = ['dictKey', 'dictValue', 'sort'] as const;
const saidText = (t: T, said: SaidReason | undefined) => (!said ? undefined : 'text' in said ? said.text : t(said.key, said.params));

export default function DictManageScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectDictManage);
  const dirty = useAppSelector(selectDictDirty);
  const [asking, setAsking] = useState<string | null>(null);
  useEffect(() => {
    dispatch(screenOpened());
  }, [dispatch]);
  useLeaveGuard(dirty, () => dispatch(editsDiscarded()));

  const choose = (code: string) => {
    if (code === state.code) return;
    if (dirty) setAsking(code);
    else dispatch(codeChosen({ code }));
  };
  const busy = state.status === 'saving';
  const columns = { dictKey: t('dictManage.key'), dictValue: t('dictManage.value'), sort: t('dictManage.sort') };

  return (
    <div className="dict-manage" data-testid="dict-manage" style={{ display: 'flex', gap: '1em', alignItems: 'flex-start' }}>
      <Segment style={{ flex: '0 0 260px', margin: 0 }} loading={state.codes.status === 'loading'}>
        <Menu vertical fluid secondary aria-label={t('dictManage.codes')} data-testid="dict-codes">
          {state.codes.items.map((c) => (
            <Menu.Item key={c.code} active={c.code === state.code} onClick={() => choose(c.code)} data-testid={`dict-code-${c.code}`}>
              {/* plain text in a readable grey: a menu item's label is white on #999 (2.8:1) */}
              <span className="dict-code-size" style={{ float: 'right', fontSize: '0.85em', color: '#555' }}>
                {t('dictManage.size', { count: c.size })}
              </span>
              {c.name}
              <div className="dict-code" style={{ fontSize: '0.85em', opacity: 0.7 }}>
                {c.code}
              </div>
            </Menu.Item>
          ))}
        </Menu>
        {state.codes.status === 'ready' && state.codes.items.length === 0 && <Message info content={t('dictManage.noCodes')} />}
      </Segment>
      <Segment style={{ flex: 1, margin: 0 }} loading={state.status === 'loading'} data-testid="dict-entries">
        {state.code === null && <Message info content={t('dictManage.chooseCode')} />}
        {state.status === 'failed' && state.problem && <Message negative content={problemText(t, state.problem)} />}
        {state.code !== null && (state.status === 'ready' || state.status === 'saving') && (
          <>
            <Table compact celled>
              <Table.Header>
                <Table.Row>
                  {FIELDS.map((f) => (
                    <Table.HeaderCell key={f}>{columns[f]}</Table.HeaderCell>
                  ))}
                  <Table.HeaderCell collapsing />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {state.draft.map((entry, index) => (
                  <Table.Row key={index} data-testid={`dict-entry-${index}`}>
                    {FIELDS.map((f) => {
                      const error = saidText(t, state.errors[`entries.${index}.${f}`]);
                      const value = f === 'sort' ? (Number.isFinite(entry.sort) ? String(entry.sort) : '') : entry[f];
                      return (
                        <Table.Cell key={f} error={Boolean(error)}>
                          <Input
                            fluid
                            size="small"
                            type={f === 'sort' ? 'number' : 'text'}
                            value={value}
                            disabled={busy}
                            error={Boolean(error)}
                            input={{ 'aria-label': t('dictManage.entryRow', { row: index + 1, column: columns[f] }), 'data-testid': `dict-${f}-${index}` }}
                            onChange={(_e, d) => dispatch(entryChanged({ index, field: f, value: String(d.value) }))}
                          />
                          {error && (
                            <div className="dict-error" role="alert" style={{ color: '#9f3a38', fontSize: '0.85em' }}>
                              {error}
                            </div>
                          )}
                        </Table.Cell>
                      );
                    })}
                    <Table.Cell collapsing>
                      <WriteButton
                        icon="trash"
                        basic
                        size="small"
                        disabled={busy}
                        aria-label={t('dictManage.removeEntry')}
                        title={t('dictManage.removeEntry')}
                        data-testid={`dict-remove-${index}`}
                        onClick={() => dispatch(entryRemoved({ index }))}
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
            {saidText(t, state.errors.entries) && <Message negative size="small" content={saidText(t, state.errors.entries)} />}
            <WriteButton basic icon="plus" content={t('dictManage.addEntry')} disabled={busy} data-testid="dict-add" onClick={() => dispatch(entryAdded())} />
            <Button basic content={t('dictManage.reset')} disabled={busy || !dirty} data-testid="dict-reset" onClick={() => dispatch(editsDiscarded())} />
            <WriteButton
              primary
              content={t('dictManage.save')}
              loading={busy}
              disabled={busy || !dirty}
              data-testid="dict-save"
              onClick={() => dispatch(saveClicked())}
            />
          </>
        )}
      </Segment>
      {asking !== null && (
        <LeaveConfirmDialog
          onKeep={() => setAsking(null)}
          onDiscard={() => {
            dispatch(editsDiscarded());
            dispatch(codeChosen({ code: asking }));
            setAsking(null);
          }}
        />
      )}
    </div>
  );
}

// The tenant's app keys (the apps sign their calls with them): id, name, state, dates, and a
// rotate button per key. Rotating asks first; the new secret shows once, until dismissed.
import { Refusable } from '../../../widgets/refusable/Refusable';
import { Button, Header, Label, Message, Segment, Table } from 'semantic-ui-react';
import type { AppKeyRow } from '../../../../shared/appCalls/api';
import type { T } from '../../../i18n';
import { NoticeDialog } from '../../../widgets/notice';
import type { RotationState } from '../state';
import { DATE_TIME } from '../../../../shared/dateTime';
import { problemText } from '../../../lib/problem';
import { showTime } from '../../../lib/timeZone';

export interface AppKeysPanelProps {
  t: T;
  keys: AppKeyRow[];
  rotation: RotationState;
  onRotate: (id: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onDismiss: () => void;
  /** why the session may not rotate a key (issue 36: a danger named apart); null when it may */
  rotateRefused?: string | null;
}

const when = (iso: string | null, none: string) => showTime(iso, DATE_TIME, none);

export default function AppKeysPanel({ t, keys, rotation, onRotate, onConfirm, onCancel, onDismiss, rotateRefused = null }: AppKeysPanelProps) {
  const busy = rotation.status === 'rotating';
  return (
    <Segment data-testid="project-app-keys">
      <Header as="h4">{t('projectDetails.appKeys')}</Header>
      {rotation.status === 'shown' && rotation.revealed && (
        <Message positive onDismiss={onDismiss} data-testid="project-key-secret">
          <Message.Header>{t('projectDetails.newSecret', { id: rotation.id ?? '' })}</Message.Header>
          <code className="project-secret">{rotation.revealed}</code>
          <p>{t('projectDetails.secretOnce')}</p>
        </Message>
      )}
      {rotation.status === 'failed' && rotation.problem && (
        <Message negative onDismiss={onDismiss} data-testid="project-key-problem">
          {problemText(t, rotation.problem)}
        </Message>
      )}
      <Table compact celled unstackable size="small">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t('projectDetails.keyId')}</Table.HeaderCell>
            <Table.HeaderCell>{t('projectDetails.keyName')}</Table.HeaderCell>
            <Table.HeaderCell>{t('projectDetails.keyCreated')}</Table.HeaderCell>
            <Table.HeaderCell>{t('projectDetails.keyLastUsed')}</Table.HeaderCell>
            <Table.HeaderCell>{t('common.actions')}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {keys.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={5}>{t('common.noData')}</Table.Cell>
            </Table.Row>
          )}
          {keys.map((k) => (
            <Table.Row key={k.id} data-testid={`project-key-${k.id}`} disabled={!k.enabled}>
              <Table.Cell>
                <code>{k.id}</code>
                {!k.enabled && <Label size="mini">{t('projectDetails.disabled')}</Label>}
              </Table.Cell>
              <Table.Cell>{k.name}</Table.Cell>
              <Table.Cell>{when(k.createdAt, '-')}</Table.Cell>
              <Table.Cell>{when(k.lastUsedAt, t('projectDetails.neverUsed'))}</Table.Cell>
              <Table.Cell>
                <Refusable reason={rotateRefused}>
                  <Button
                    size="mini"
                    content={t('projectDetails.rotate')}
                    loading={busy && rotation.id === k.id}
                    disabled={busy || !!rotateRefused}
                    onClick={() => onRotate(k.id)}
                    data-testid={`project-key-rotate-${k.id}`}
                  />
                </Refusable>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
      <NoticeDialog
        open={rotation.status === 'confirming' || busy}
        type={1}
        message={t('projectDetails.rotateQuestion', { id: rotation.id ?? '' })}
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </Segment>
  );
}

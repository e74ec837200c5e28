// A package's versions, newest first: the one in use, the upgrades waiting, and a button to use
// another one (an upgrade, or back to an earlier one). Dumb: rows in, the chosen version out.
import { Button, Label, Message as UiMessage, Table } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { PackageVersionRow } from '../../../../shared/platform/businessPackages';
import type { T } from '../../../i18n';
import { type Problem, problemText } from '../../../lib/problem';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import { formatBytes, shownTime } from './say';
import { WriteButton } from '../../session/components';

export interface VersionsDialogProps {
  t: T;
  name: string;
  rows: PackageVersionRow[];
  loading: boolean;
  applying: boolean;
  problem: Problem | null;
  onApply: (versionId: number) => void;
  /** upload a new version of this package (blade-brick's businessPackageConfig/upload) */
  onUploadVersion: () => void;
  onClose: () => void;
}

export default function VersionsDialog({ t, name, rows, loading, applying, problem, onApply, onUploadVersion, onClose }: VersionsDialogProps) {
  return (
    <DraggableDialog
      open
      width={DIALOG_WIDTH.FORM_WIDE}
      onClose={onClose}
      data-testid="package-versions"
      title={t('businessPackagesUi.upgradeTitle', { name })}
      actions={
        <>
          <WriteButton
            type="button"
            icon="upload"
            data-testid="package-upload-version"
            onClick={onUploadVersion}
            content={t('businessPackagesUi.uploadVersion')}
          />
          <Button type="button" onClick={onClose} content={t('businessPackagesUi.close')} />
        </>
      }
    >
      {problem ? <UiMessage negative size="small" visible content={problemText(t, problem)} /> : null}
      <Table compact className={loading ? 'loading' : undefined}>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t('businessPackagesUi.versionColumn')}</Table.HeaderCell>
            <Table.HeaderCell>{t('businessPackagesUi.fileSize')}</Table.HeaderCell>
            <Table.HeaderCell>{t('businessPackagesUi.entries')}</Table.HeaderCell>
            <Table.HeaderCell>{t('businessPackagesUi.createdBy')}</Table.HeaderCell>
            <Table.HeaderCell>{t('businessPackagesUi.createdAt')}</Table.HeaderCell>
            <Table.HeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && !loading ? (
            <Table.Row>
              <Table.Cell colSpan={6}>{t('businessPackagesUi.noVersions')}</Table.Cell>
            </Table.Row>
          ) : null}
          {rows.map((v) => (
            <Table.Row key={v.id} data-testid={`package-version-row-${v.version}`}>
              <Table.Cell>
                {v.version} {v.current ? <Label size="mini" color="green" content={t('businessPackagesUi.inUse')} /> : null}
                {v.upgrade ? <Label size="mini" color="orange" content={t('businessPackagesUi.upgradeTag')} /> : null}
              </Table.Cell>
              <Table.Cell>{v.size > 0 ? formatBytes(v.size) : '—'}</Table.Cell>
              <Table.Cell>{v.entryCount || '—'}</Table.Cell>
              <Table.Cell>{v.createdBy}</Table.Cell>
              <Table.Cell>{shownTime(v.createdAt)}</Table.Cell>
              <Table.Cell collapsing>
                {v.current ? null : (
                  <WriteButton
                    size="mini"
                    primary={v.upgrade}
                    basic={!v.upgrade}
                    disabled={applying}
                    onClick={() => onApply(v.id)}
                    data-testid={`package-apply-${v.version}`}
                  >
                    {t('businessPackagesUi.apply')}
                  </WriteButton>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </DraggableDialog>
  );
}

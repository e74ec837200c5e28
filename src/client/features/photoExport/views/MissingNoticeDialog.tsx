// The photo export notice (document 001 §2, §4 step 2; 380 px): some people lack the naming
// identifier — how many of how many, under which rule — and the list of them, being written
// (polled every 3 s), then a link that downloads it, or why it could not be written. The user
// continues the export or cancels (which closes everything). It looks like the notice widget's
// type 1 (its icon, colour and title come from NOTICE_LOOKS); it is built on the draggable
// dialog because its buttons need ids of their own for the browser tests. Dumb.
import { Button, Icon } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { T } from '../../../i18n';
import { AntiDoubleClickButton } from '../../../widgets/antiDoubleClick/AntiDoubleClickButton';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import { NOTICE_LOOKS } from '../../../widgets/notice';
import { DownloadButton } from '../../../widgets/progressDialog';
import { say } from '../../exports/jobParts';
import type { selectNoticeView } from '../selectors';

export type NoticeView = ReturnType<typeof selectNoticeView>;

export interface MissingNoticeDialogProps {
  t: T;
  view: NoticeView;
  onDownload: () => void;
  onContinue: () => void;
  onCancel: () => void;
}

const DOWNLOAD_NOTE: Record<NoticeView['download'], string | null> = {
  idle: null,
  downloading: 'exportUi.downloading',
  saved: 'exportUi.downloaded',
  failed: 'exportUi.downloadFailed',
};

const look = NOTICE_LOOKS[1];

export function MissingNoticeDialog({ t, view, onDownload, onContinue, onCancel }: MissingNoticeDialogProps) {
  const note = DOWNLOAD_NOTE[view.download];
  const title = (
    <span>
      <Icon name={look.icon} color={look.colour} />
      {t(look.titleKey)}
    </span>
  );
  const actions = (
    <>
      <Button type="button" onClick={onCancel} data-testid="photo-export-cancel" content={t('common.cancel')} />
      <AntiDoubleClickButton type="button" primary onClick={onContinue} data-testid="photo-export-continue" content={t('photoExport.continue')} />
    </>
  );
  return (
    <DraggableDialog
      open
      title={title}
      width={DIALOG_WIDTH.NOTICE}
      onClose={onCancel}
      actions={actions}
      className="photo-export-notice"
      data-testid="photo-export-notice"
    >
      <p>{t('photoExport.missingNotice')}</p>
      <p data-testid="photo-export-missing-count" data-missing={view.missingIdentifier} data-total={view.total}>
        {t('photoExportUi.missingCount', { missing: view.missingIdentifier, total: view.total, rule: view.ruleLabel ? t(view.ruleLabel) : '' })}
      </p>
      {view.list === 'writing' ? (
        <p className="export-hint" data-testid="photo-export-missing-writing">
          <Icon loading name="spinner" />
          {t('photoExportUi.missingWriting')}
        </p>
      ) : null}
      {view.list === 'failed' && view.error ? (
        <p className="export-note export-note-failed" data-testid="photo-export-missing-error">
          {say(t, view.error)}
        </p>
      ) : null}
      {view.list === 'ready' ? (
        <DownloadButton
          testId="photo-export-missing-download"
          label={t('photoExport.downloadMissing')}
          disabled={view.download === 'downloading'}
          onClick={onDownload}
        />
      ) : null}
      {note ? (
        <div className={view.download === 'failed' ? 'export-note export-note-failed' : 'export-note'} data-testid="photo-export-missing-note">
          {t(note)}
        </div>
      ) : null}
      <p className="export-hint photo-export-continue-hint">{t('photoExportUi.continueHint')}</p>
    </DraggableDialog>
  );
}

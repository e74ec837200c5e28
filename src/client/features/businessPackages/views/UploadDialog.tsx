// The upload dialog: one .zip (the input takes several so that picking two is answered with the
// count), the limit's hint, the pick's or the server's problem, and OK under the wait overlay
// 'uploading file' while the upload is out. Dumb: the container registers the Files and dispatches.
import { Button, Dimmer, Loader, Message as UiMessage } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import { PACKAGE_ZIP_EXTENSION } from '../../../../shared/platform/businessPackages';
import type { T } from '../../../i18n';
import type { FileRef } from '../../../lib/fileRegistry';
import type { Message } from '../../../lib/problem';
import FileButton from '../../../widgets/fileButton/FileButton';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import { PACKAGE_ZIP_MAX_MB } from '../fileCheck';
import { formatBytes, say } from './say';
import { WriteButton } from '../../session/components';

export interface UploadDialogProps {
  t: T;
  file: FileRef | null;
  problem: Message | null;
  uploading: boolean;
  onFiles: (files: File[]) => void;
  onConfirm: () => void;
  onClose: () => void;
}

export default function UploadDialog({ t, file, problem, uploading, onFiles, onConfirm, onClose }: UploadDialogProps) {
  return (
    <DraggableDialog
      open
      closable={!uploading}
      width={DIALOG_WIDTH.FORM}
      onClose={onClose}
      data-testid="package-upload-dialog"
      title={t('businessPackagesUi.upload')}
      actions={
        <>
          <Button type="button" disabled={uploading} onClick={onClose} content={t('businessPackagesUi.cancel')} />
          <WriteButton
            type="button"
            primary
            disabled={uploading}
            onClick={onConfirm}
            data-testid="package-upload-confirm"
            content={t('businessPackagesUi.confirm')}
          />
        </>
      }
    >
      <Dimmer active={uploading} inverted>
        <Loader>{t('businessPackagesUi.uploading')}</Loader>
      </Dimmer>
      <FileButton
        id="package-upload-file"
        inputTestId="package-upload-file"
        buttonTestId="package-upload-file-button"
        label={t('businessPackagesUi.chooseFile')}
        icon="file archive outline"
        basic
        accept={[PACKAGE_ZIP_EXTENSION]}
        multiple
        disabled={uploading}
        describedBy="package-upload-hint"
        dropHint={t('widget.fileButton.dropHint')}
        onFiles={onFiles}
      >
        {file ? (
          <span className="package-upload-chosen" data-testid="package-upload-file-name">
            {file.name} ({formatBytes(file.size)})
          </span>
        ) : null}
      </FileButton>
      <p className="package-upload-hint" id="package-upload-hint">
        {t('businessPackagesUi.uploadHint', { max: PACKAGE_ZIP_MAX_MB })}
      </p>
      {problem ? <UiMessage negative size="small" visible data-testid="package-upload-problem" content={say(t, problem)} /> : null}
    </DraggableDialog>
  );
}

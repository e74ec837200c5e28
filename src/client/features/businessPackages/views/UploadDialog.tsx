// The upload dialog: one .zip (the input takes several so that picking two is answered with the
// count), the limit's hint, the pick's or the server's problem, and OK under the wait overlay
// 'uploading file' while the upload is out. Dumb: the container registers the Files and dispatches.
import type { ChangeEvent } from 'react';
import { Button, Dimmer, Icon, Loader, Message as UiMessage } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import { PACKAGE_ZIP_EXTENSION } from '../../../../shared/platform/businessPackages';
import type { T } from '../../../i18n';
import type { FileRef } from '../../../lib/fileRegistry';
import type { Message } from '../../../lib/problem';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import { PACKAGE_ZIP_MAX_MB } from '../fileCheck';
import { formatBytes, say } from './say';

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
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length > 0) onFiles(files);
  };
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
          <Button
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
      <label htmlFor="package-upload-file" className={`ui basic button${uploading ? ' disabled' : ''}`}>
        <Icon name="file archive outline" />
        {t('businessPackagesUi.chooseFile')}
      </label>
      <input
        id="package-upload-file"
        type="file"
        accept={PACKAGE_ZIP_EXTENSION}
        multiple
        hidden
        disabled={uploading}
        onChange={onChange}
        data-testid="package-upload-file"
      />
      {file ? (
        <span className="package-upload-chosen" data-testid="package-upload-file-name">
          {' '}
          {file.name} ({formatBytes(file.size)})
        </span>
      ) : null}
      <p className="package-upload-hint">{t('businessPackagesUi.uploadHint', { max: PACKAGE_ZIP_MAX_MB })}</p>
      {problem ? <UiMessage negative size="small" visible data-testid="package-upload-problem" content={say(t, problem)} /> : null}
    </DraggableDialog>
  );
}

// Step 1, the file: download the template, pick (or drop) one .xls/.xlsx file through the
// keyboard-usable FileButton. The input takes several
// files on purpose, so that picking two is answered with the document's message rather than
// silently impossible. Dumb: the container registers the picked Files and dispatches.
import { Button, Icon, Loader, Message as UiMessage } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import type { FileRef } from '../../../lib/fileRegistry';
import type { UploadResult } from '../../../../shared/imports';
import { IMPORT_EXTENSIONS } from '../../../../shared/imports';
import FileButton from '../../../widgets/fileButton/FileButton';
import { FieldError } from './FieldError';
import { formatSize, hintOf, say } from './text';
import type { Message } from '../../../lib/problem';

export interface FilePickerProps {
  t: T;
  file: FileRef | null;
  upload: UploadResult | null;
  uploading: boolean;
  /** a refused pick or a failed upload */
  error: Message | null;
  /** 请上传文件 when continuing without one */
  requiredError?: string;
  onTemplate: () => void;
  onFiles: (files: File[]) => void;
}

export function FilePicker({ t, file, upload, uploading, error, requiredError, onTemplate, onFiles }: FilePickerProps) {
  return (
    <div className="import-file-picker">
      <Button type="button" basic icon labelPosition="left" onClick={onTemplate} data-testid="import-template">
        <Icon name="download" />
        {t('import.downloadTemplate')}
      </Button>
      <FileButton
        id="import-file"
        buttonTestId="import-file-button"
        label={t('import.uploadFile')}
        primary
        accept={IMPORT_EXTENSIONS}
        multiple
        disabled={uploading}
        describedBy="import-file-hint"
        dropHint={t('widget.fileButton.dropHint')}
        onFiles={onFiles}
      />
      <div className="import-file-hint" id="import-file-hint">
        {t('importWizard.fileHint')}
      </div>
      {uploading && file ? (
        <div data-testid="import-file-uploading">
          <Loader active inline size="tiny" /> {t('importWizard.uploading')} {file.name}
        </div>
      ) : null}
      {!uploading && upload ? (
        <div data-testid="import-file-name">
          <Icon name="file excel outline" color="green" />
          {t('importWizard.uploaded', { name: upload.fileName, size: formatSize(upload.size) })}
        </div>
      ) : null}
      {error ? (
        <UiMessage negative size="small" data-testid="import-file-error">
          <p>{say(t, error)}</p>
          {hintOf(t, error) ? <p>{hintOf(t, error)}</p> : null}
        </UiMessage>
      ) : null}
      <FieldError id="file" text={requiredError ? t(requiredError) : null} />
    </div>
  );
}

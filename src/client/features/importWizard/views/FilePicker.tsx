// Step 1, the file: download the template, pick one .xls/.xlsx file. The input takes several
// files on purpose, so that picking two is answered with the document's message rather than
// silently impossible. Dumb: the container registers the picked Files and dispatches.
import type { ChangeEvent } from 'react';
import { Button, Icon, Loader, Message as UiMessage } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import type { FileRef } from '../../../lib/fileRegistry';
import type { UploadResult } from '../../../../shared/imports';
import { IMPORT_EXTENSIONS } from '../../../../shared/imports';
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
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    // Cleared so that picking the same file again is still a change.
    e.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <div className="import-file-picker">
      <Button type="button" basic icon labelPosition="left" onClick={onTemplate} data-testid="import-template">
        <Icon name="download" />
        {t('import.downloadTemplate')}
      </Button>
      <label htmlFor="import-file" className={`ui primary button${uploading ? ' disabled' : ''}`}>
        <Icon name="upload" />
        {t('import.uploadFile')}
      </label>
      <input id="import-file" type="file" accept={IMPORT_EXTENSIONS.join(',')} multiple hidden disabled={uploading} onChange={onChange} />
      <div className="import-file-hint">{t('importWizard.fileHint')}</div>
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

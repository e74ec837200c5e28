// The zip chooser of the form: one .zip file up to 200 MB. The input takes several files on
// purpose, so that picking two is answered with the document's warning (with the count) rather
// than silently impossible. Dumb: the container registers the picked Files and dispatches.
import { Message as UiMessage } from 'semantic-ui-react';
import { PHOTO_ZIP_EXTENSIONS } from '../../../../shared/photos/limits';
import FileButton from '../../../widgets/fileButton/FileButton';
import type { FileRef } from '../../../lib/fileRegistry';
import type { T } from '../../../i18n';
import type { FileProblem } from '../state';
import { formatSize, say } from './text';

export interface ZipPickerProps {
  t: T;
  file: FileRef | null;
  problem: FileProblem | null;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

export function ZipPicker({ t, file, problem, disabled, onFiles }: ZipPickerProps) {
  return (
    <div className="photo-import-picker">
      <FileButton
        id="photo-import-file"
        inputTestId="photo-import-file"
        buttonTestId="photo-import-file-button"
        label={t('photoImportUi.chooseFile')}
        icon="file archive outline"
        basic
        accept={PHOTO_ZIP_EXTENSIONS}
        multiple
        disabled={disabled}
        describedBy="photo-import-hint"
        dropHint={t('widget.fileButton.dropHint')}
        onFiles={onFiles}
      >
        {file ? (
          <span className="photo-import-chosen" data-testid="photo-import-file-name">
            {t('photoImportUi.chosen', { name: file.name, size: formatSize(file.size) })}
          </span>
        ) : null}
      </FileButton>
      <div className="photo-import-hint" id="photo-import-hint">
        {t('photoImportUi.fileHint')}
      </div>
      {problem ? (
        <UiMessage
          size="small"
          warning={problem.level === 'warning'}
          negative={problem.level === 'error'}
          visible
          data-testid="photo-import-file-problem"
          content={say(t, problem.message)}
        />
      ) : null}
    </div>
  );
}

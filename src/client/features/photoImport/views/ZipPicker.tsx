// The zip chooser of the form: one .zip file up to 200 MB. The input takes several files on
// purpose, so that picking two is answered with the document's warning (with the count) rather
// than silently impossible. Dumb: the container registers the picked Files and dispatches.
import type { ChangeEvent } from 'react';
import { Icon, Message as UiMessage } from 'semantic-ui-react';
import { PHOTO_ZIP_EXTENSIONS } from '../../../../shared/photos/limits';
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
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    // Cleared so that choosing the same file again is still a change.
    e.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <div className="photo-import-picker">
      <label htmlFor="photo-import-file" className={`ui basic button${disabled ? ' disabled' : ''}`}>
        <Icon name="file archive outline" />
        {t('photoImportUi.chooseFile')}
      </label>
      <input
        id="photo-import-file"
        type="file"
        accept={PHOTO_ZIP_EXTENSIONS.join(',')}
        multiple
        hidden
        disabled={disabled}
        onChange={onChange}
        data-testid="photo-import-file"
      />
      {file ? (
        <span className="photo-import-chosen" data-testid="photo-import-file-name">
          {t('photoImportUi.chosen', { name: file.name, size: formatSize(file.size) })}
        </span>
      ) : null}
      <div className="photo-import-hint">{t('photoImportUi.fileHint')}</div>
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

// An image field: pick a file (through the keyboard-usable FileButton), see its thumbnail,
// remove it. Dumb: the picked File goes out through onPick (the owner keeps it out of the store
// and uploads it); the preview link, the upload's progress and its refusal (already translated)
// come in.
import { Button, Image, Label } from 'semantic-ui-react';
import { IMAGE_MIME_TYPES } from '../../../shared/resources/files';
import { useT } from '../../i18n';
import FileButton from '../fileButton/FileButton';
import './imageUpload.css';

export interface ImageUploadProps {
  /** the field name: hooks `upload-<name>`, `thumb-<name>`, `upload-remove-<name>`, `upload-error-<name>` */
  name: string;
  id?: string;
  /** the link of the current image; '' when none */
  preview: string;
  uploading?: boolean;
  /** the refusal, already in the user's language */
  error?: string;
  disabled?: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

export default function ImageUpload({ name, id, preview, uploading, error, disabled, onPick, onRemove }: ImageUploadProps) {
  const t = useT();
  return (
    <div className="image-upload">
      {preview && <Image src={preview} size="tiny" bordered className="image-upload-thumb" data-testid={`thumb-${name}`} alt="" />}
      <FileButton
        id={id}
        inputTestId={`upload-${name}`}
        buttonTestId={`upload-button-${name}`}
        label={t(preview ? 'resourceUi.imageReplace' : 'resourceUi.imagePick')}
        basic
        size="small"
        accept={IMAGE_MIME_TYPES}
        loading={uploading}
        disabled={disabled}
        describedBy={error ? `upload-error-${name}` : undefined}
        onFiles={(files) => onPick(files[0])}
      />
      {preview && (
        <Button
          type="button"
          basic
          negative
          size="small"
          icon="trash alternate"
          content={t('common.remove')}
          disabled={disabled || uploading}
          data-testid={`upload-remove-${name}`}
          onClick={onRemove}
        />
      )}
      {error && (
        <Label basic color="red" pointing="left" role="alert" id={`upload-error-${name}`} data-testid={`upload-error-${name}`}>
          {error}
        </Label>
      )}
    </div>
  );
}

// An image field: pick a file, see its thumbnail, remove it. Dumb: the picked File goes out
// through onPick (the owner keeps it out of the store and uploads it); the preview link, the
// upload's progress and its refusal (already translated) come in.
import { ChangeEvent, useRef } from 'react';
import { Button, Image, Label } from 'semantic-ui-react';
import { IMAGE_MIME_TYPES } from '../../../shared/resources/files';
import { useT } from '../../i18n';
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
  const input = useRef<HTMLInputElement>(null);
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // cleared, so picking the same file again after a refusal is a change too
    e.target.value = '';
    if (file) onPick(file);
  };
  return (
    <div className="image-upload">
      {preview && <Image src={preview} size="tiny" bordered className="image-upload-thumb" data-testid={`thumb-${name}`} alt="" />}
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_MIME_TYPES.join(',')}
        hidden
        data-testid={`upload-${name}`}
        disabled={disabled || uploading}
        onChange={picked}
      />
      <Button
        type="button"
        basic
        size="small"
        icon="upload"
        loading={uploading}
        disabled={disabled || uploading}
        content={t(preview ? 'resourceUi.imageReplace' : 'resourceUi.imagePick')}
        onClick={() => input.current?.click()}
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
        <Label basic color="red" pointing="left" role="alert" data-testid={`upload-error-${name}`}>
          {error}
        </Label>
      )}
    </div>
  );
}

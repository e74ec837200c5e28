// An image field: the upload widget with the current picture, the upload under way or its
// refusal. In a records cell its hooks are named by the cell's path (imageName).
import { useT } from '../../../i18n';
import ImageUpload from '../../../widgets/imageUpload/ImageUpload';
import type { KindControlProps } from './controlProps';
import { uploadError } from './fieldValues';

export default function ImageControl({ id, field, disabled, upload, preview, imageName, onImagePick, onImageRemove }: KindControlProps) {
  const t = useT();
  return (
    <ImageUpload
      name={imageName ?? field.name}
      id={id}
      preview={preview ?? ''}
      uploading={upload?.status === 'uploading'}
      error={uploadError(t, upload)}
      disabled={disabled}
      onPick={(file) => onImagePick?.(field.name, file)}
      onRemove={() => onImageRemove?.(field.name)}
    />
  );
}

// A richText field: the editor (Quill comes through its own dynamic import inside it), whose
// picture button uploads through the image fields' flow (FrameWorkUpload), with a tool linking
// one of the school's services.
import { useT } from '../../../i18n';
import RichTextEditor, { RichTextToolsProps } from '../../../widgets/richText/RichTextEditor';
// every rich-text field offers a link to one of the school's services (its own chunk's slice)
import { ServiceLinkPicker } from '../../serviceLinks/components';
import type { KindControlProps } from './controlProps';
import { textOf, uploadError } from './fieldValues';

/** every rich-text field's "insert service link": the chosen service's name linked to its address */
function ServiceLinkTool({ editorId, insertLink }: RichTextToolsProps) {
  return <ServiceLinkPicker field={editorId} onPick={(service) => insertLink(service.name, service.url)} />;
}

export default function RichTextControl({ id, testId, field, disabled, value, set, upload, onImagePick }: KindControlProps) {
  const t = useT();
  return (
    <RichTextEditor
      id={id}
      data-testid={testId}
      value={textOf(value)}
      disabled={disabled}
      placeholder={t('common.pleaseInput')}
      onChange={(html) => set(html)}
      onImagePick={onImagePick && ((file) => onImagePick(field.name, file))}
      imageUploading={upload?.status === 'uploading'}
      imageError={uploadError(t, upload)}
      tools={ServiceLinkTool}
    />
  );
}

// A rich-text field. Quill is loaded on first use through a dynamic import (its own chunk, never
// in the first load); until it arrives a loader holds the place, and a failed load says so.
// Dumb: the HTML comes in and goes out as the editor makes it (the server sanitises it). `tools`
// is the owner's controls shown under it (the forms' "insert service link"), given the editor's
// id and a function that inserts a link at the caret as if typed.
import { ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { Loader, Message } from 'semantic-ui-react';
import { useT } from '../../i18n';
import type { MountedEditor } from './quillEditor';
import { IMAGE_MIME_TYPES } from '../../../shared/resources/files';

export interface RichTextEditorProps {
  id?: string;
  value: string;
  disabled?: boolean;
  placeholder?: string;
  onChange: (html: string) => void;
  /** a picture picked with the toolbar's picture button (shown only with it); the caller uploads
   *  it and puts the <img> into the value */
  onImagePick?: (file: File) => void;
  /** a picture is uploading, or why the last one was refused */
  imageUploading?: boolean;
  imageError?: string;
  'data-testid'?: string;
  tools?: ComponentType<RichTextToolsProps>;
}

export interface RichTextToolsProps {
  /** the editor's id */
  editorId: string;
  insertLink: (text: string, url: string) => void;
}

export default function RichTextEditor({
  id,
  value,
  disabled = false,
  placeholder = '',
  onChange,
  onImagePick,
  imageUploading,
  imageError,
  tools: Tools,
  ...rest
}: RichTextEditorProps) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const takesImages = onImagePick !== undefined;
  const editor = useRef<MountedEditor | null>(null);
  const latest = useRef({ value, disabled, onChange });
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    latest.current = { value, disabled, onChange };
  });

  useEffect(() => {
    let cancelled = false;
    import('./quillEditor').then(
      ({ mountEditor }) => {
        if (cancelled || !host.current) return;
        editor.current = mountEditor(host.current, {
          html: latest.current.value,
          placeholder,
          disabled: latest.current.disabled,
          onChange: (html) => latest.current.onChange(html),
          headingLabel: t('resourceUi.editorHeading'),
          ...(takesImages ? { onImage: () => picker.current?.click(), imageLabel: t('resourceUi.editorImage') } : {}),
        });
        setState('ready');
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
      editor.current?.destroy();
      editor.current = null;
    };
    // mounted once; later values reach the editor through the effects below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const insertLink = useCallback((text: string, url: string) => editor.current?.insertLink(text, url), []);
  useEffect(() => editor.current?.setHtml(value), [value]);
  useEffect(() => editor.current?.setDisabled(disabled), [disabled]);

  return (
    <div className="rich-text-editor" id={id} data-testid={rest['data-testid']}>
      {state === 'loading' && <Loader active inline size="small" />}
      {state === 'failed' && <Message negative size="small" content={t('resourceUi.editorFailed')} />}
      {/* what the school wrote: its own words, in its language */}
      <div ref={host} data-user-content />
      {takesImages && (
        <input
          ref={picker}
          type="file"
          hidden
          accept={IMAGE_MIME_TYPES.join(',')}
          data-testid={rest['data-testid'] ? `${rest['data-testid']}-image` : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onImagePick(file);
          }}
        />
      )}
      {imageUploading && <Loader active inline size="mini" content={t('resourceUi.editorImageUploading')} />}
      {imageError && <Message negative size="small" content={imageError} />}
      {Tools && state === 'ready' && !disabled && (
        <div className="rich-text-tools">
          <Tools editorId={id ?? ''} insertLink={insertLink} />
        </div>
      )}
    </div>
  );
}

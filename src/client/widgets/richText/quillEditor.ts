// Quill 2 and its snow theme, reached only through the dynamic import in RichTextEditor.tsx, so
// the editor is a chunk of its own that the first load never carries.
import Quill from 'quill';
import 'quill/dist/quill.snow.css';

export interface EditorOptions {
  html: string;
  placeholder: string;
  disabled: boolean;
  onChange: (html: string) => void;
  /** the name of the heading picker (Quill gives its buttons names, not its pickers) */
  headingLabel: string;
  /** the toolbar's picture button (shown only with it): the caller picks and uploads the file */
  onImage?: () => void;
  /** the picture button's name */
  imageLabel?: string;
}

export interface MountedEditor {
  /** replaces the content (when the form's value changed from outside the editor) */
  setHtml: (html: string) => void;
  setDisabled: (disabled: boolean) => void;
  /** a link with this text at the caret (the end when the editor has no selection), as if typed */
  insertLink: (text: string, url: string) => void;
  destroy: () => void;
}

const TOOLBAR: unknown[][] = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'blockquote'],
  ['clean'],
];

/** The editor's HTML; an editor holding nothing gives '' (not '<p></p>'). */
const htmlOf = (quill: Quill) => (quill.getLength() <= 1 ? '' : quill.getSemanticHTML());

/** The toolbar with the picture button beside the link when the field takes pictures. */
const toolbarOf = (withImage: boolean) => (withImage ? TOOLBAR.map((group) => (group.includes('link') ? [...group, 'image'] : group)) : TOOLBAR);

export function mountEditor(host: HTMLElement, options: EditorOptions): MountedEditor {
  const onImage = options.onImage;
  const toolbarModule = onImage ? { container: toolbarOf(true), handlers: { image: () => onImage() } } : TOOLBAR;
  const quill = new Quill(host, { theme: 'snow', placeholder: options.placeholder, readOnly: options.disabled, modules: { toolbar: toolbarModule } });
  // through the clipboard's converter: only what the editor's formats know is kept
  if (options.html) quill.clipboard.dangerouslyPasteHTML(options.html, 'silent');
  const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
  toolbar?.querySelector('.ql-header .ql-picker-label')?.setAttribute('aria-label', options.headingLabel);
  if (options.imageLabel) toolbar?.querySelector('button.ql-image')?.setAttribute('aria-label', options.imageLabel);
  quill.on('text-change', (_delta, _old, source) => {
    if (source === 'user') options.onChange(htmlOf(quill));
  });
  return {
    setHtml: (html) => {
      if (html === htmlOf(quill)) return;
      if (html) quill.clipboard.dangerouslyPasteHTML(html, 'silent');
      else quill.setText('', 'silent');
    },
    setDisabled: (disabled) => quill.enable(!disabled),
    insertLink: (text, url) => {
      const at = quill.getSelection()?.index ?? Math.max(quill.getLength() - 1, 0);
      quill.insertText(at, text, 'link', url, 'user');
      quill.setSelection(at + text.length, 0, 'silent');
    },
    destroy: () => {
      quill.off('text-change');
      host.innerHTML = '';
    },
  };
}

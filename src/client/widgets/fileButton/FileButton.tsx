// The one file chooser of the console (issue 30): a real, focusable button (Enter and Space open
// the browser's chooser, as for any button) in front of a hidden <input type="file">, with an
// optional drop zone around it. Dumb: the picked or dropped Files go out through onFiles; the
// texts come in already translated, so the widget also serves the replay viewer outside the store.
import { ChangeEvent, DragEvent, ReactNode, useRef, useState } from 'react';
import { Button, SemanticICONS } from 'semantic-ui-react';
import './fileButton.css';

export interface FileButtonProps {
  /** the button's text, its accessible name */
  label: string;
  /** called with the chosen or dropped files, never with none */
  onFiles: (files: File[]) => void;
  /** the hidden input's id (tests and `<label htmlFor>` of a form field point at it) */
  id?: string;
  /** the hidden input's data-testid */
  inputTestId?: string;
  /** the button's data-testid */
  buttonTestId?: string;
  /** extensions and MIME types, as for the input's accept */
  accept?: readonly string[];
  multiple?: boolean;
  disabled?: boolean;
  loading?: boolean;
  icon?: SemanticICONS;
  primary?: boolean;
  basic?: boolean;
  size?: 'mini' | 'tiny' | 'small' | 'medium' | 'large';
  /** the id of a hint or error read after the name (aria-describedby) */
  describedBy?: string;
  /** when given, a drop zone surrounds the button and shows this text */
  dropHint?: string;
  /** extra content inside the drop zone, after the button */
  children?: ReactNode;
}

/** The files of a drop, filtered by nothing: the owner checks them as it checks a pick. */
function droppedFiles(e: DragEvent): File[] {
  return Array.from(e.dataTransfer?.files ?? []);
}

export default function FileButton(props: FileButtonProps) {
  const { label, onFiles, id, inputTestId, buttonTestId, accept, multiple, disabled, loading, icon = 'upload' } = props;
  const { primary, basic, size, describedBy, dropHint, children } = props;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const off = disabled || loading;

  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    // cleared, so choosing the same file again (after a refusal) is still a change
    e.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  const button = (
    <Button
      type="button"
      primary={primary}
      basic={basic}
      size={size}
      icon={icon}
      content={label}
      loading={loading}
      disabled={off}
      aria-describedby={describedBy}
      data-testid={buttonTestId}
      className="file-button-button"
      onClick={() => input.current?.click()}
    />
  );
  const hidden = (
    <input
      ref={input}
      id={id}
      type="file"
      accept={accept?.join(',')}
      multiple={multiple}
      hidden
      tabIndex={-1}
      disabled={off}
      data-testid={inputTestId}
      onChange={picked}
    />
  );
  if (dropHint === undefined)
    return (
      <span className="file-button">
        {button}
        {hidden}
        {children}
      </span>
    );

  const onDragOver = (e: DragEvent) => {
    if (off) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (off) return;
    const files = droppedFiles(e);
    if (files.length > 0) onFiles(files);
  };
  // The zone is reached from the keyboard through its button; the zone itself is not a stop of its own.
  return (
    <div
      className={`file-button file-drop-zone${over ? ' file-drop-over' : ''}${off ? ' file-drop-disabled' : ''}`}
      data-testid={buttonTestId ? `${buttonTestId}-zone` : undefined}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      {button}
      {hidden}
      <span className="file-drop-hint">{dropHint}</span>
      {children}
    </div>
  );
}

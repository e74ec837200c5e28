// One field of a resource form, by kind: text and textarea (with a length counter when the
// field has a maximum), number, select, multiSelect and treeSelect (dropdowns), switch (toggle),
// date and datetime (native inputs), url, color, image (upload with a thumbnail), richText
// (Quill, loaded lazily) and records (an inline table). A readOnly field is shown disabled.
// Required fields get the form's star; a field's error is shown under it. The input carries id
// `resource-field-<name>` and data-testid `field-<name>` so browser tests find it.
import { Checkbox, Dropdown, Form, Input, TextArea } from 'semantic-ui-react';
import { FieldDef } from '../../../shared/resources';
import { FILE_ID, fileUrl } from '../../../shared/resources/files';
import { T, useT } from '../../i18n';
import ImageUpload from '../../widgets/imageUpload/ImageUpload';
// a small component; Quill itself comes through its own dynamic import inside it
import RichTextEditor, { RichTextToolsProps } from '../../widgets/richText/RichTextEditor';
// every rich-text field offers a link to one of the school's services (its own chunk's slice)
import { ServiceLinkPicker } from '../serviceLinks/components';
import { FieldOption, shown } from './displayValues';
import RecordsField from './RecordsField';
import { FieldValue, ScalarValue, SubRecord, UploadState, UrlCheckState } from './resourceState';
import './resources.css';
import { FIELD_EDITORS } from './fieldEditors';

export interface FormFieldControlProps {
  field: FieldDef;
  value: FieldValue | undefined;
  options: FieldOption[];
  error?: string;
  disabled?: boolean;
  onChange: (name: string, value: FieldValue) => void;
  /** image fields: the upload under way or refused, and the link of the current image */
  upload?: UploadState;
  preview?: string;
  onImagePick?: (name: string, file: File) => void;
  onImageRemove?: (name: string) => void;
  /** records' image cells: the uploads by cell path (`<field>.<row>.<sub-field>`); a cell's
   *  pick and removal are named by that path, its picture shown from the file id it holds */
  cellUploads?: Record<string, UploadState>;
  /** url fields: the server's check of the address (baseService/checkURL), and asking for it */
  urlCheck?: UrlCheckState;
  onUrlCheck?: (name: string) => void;
  /** why the field may not change here (a fixed record's kept field): shown under it */
  note?: string;
}

const inputId = (name: string) => `resource-field-${name}`;

/** every rich-text field's "insert service link": the chosen service's name linked to its address */
function ServiceLinkTool({ editorId, insertLink }: RichTextToolsProps) {
  return <ServiceLinkPicker field={editorId} onPick={(service) => insertLink(service.name, service.url)} />;
}

/** 'YYYY-MM-DD HH:mm:ss' (the wire) <-> 'YYYY-MM-DDTHH:mm:ss' (datetime-local) */
export const toDatetimeInput = (value: unknown): string => (typeof value === 'string' ? value.replace(' ', 'T').slice(0, 19) : '');
export const fromDatetimeInput = (value: string): string | null => {
  if (!value) return null;
  const text = value.replace('T', ' ');
  return text.length === 16 ? `${text}:00` : text;
};

function LengthCounter({ name, text, max }: { name: string; text: string; max: number }) {
  const length = [...text.trim()].length;
  return (
    <div className={`resource-field-counter${length > max ? ' over' : ''}`} data-testid={`counter-${name}`}>
      {length}/{max}
    </div>
  );
}

const textOf = (value: FieldValue | undefined): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

const choices = (t: T, options: FieldOption[]) => options.map((o) => ({ key: String(o.value), value: o.value as string | number, text: shown(t, o.label) }));

/** static options of a sub-field of a records field (lookups serve only top-level fields) */
const staticOptions = (f: FieldDef): FieldOption[] =>
  f.type === 'switch'
    ? [
        { value: true, label: { key: 'common.yes' } },
        { value: false, label: { key: 'common.no' } },
      ]
    : f.options?.kind === 'static'
      ? f.options.items.map((o) => ({ value: o.value, label: { key: o.label } }))
      : [];

interface ControlProps extends FormFieldControlProps {
  id: string;
  testId: string;
  /** an image's hooks name (a records cell: its path) */
  imageName?: string;
  /** the control's accessible name where no <label> names it (a records cell: its row and column) */
  ariaLabel?: string;
}

function Control(props: ControlProps) {
  const t = useT();
  const { field, value, options, onChange, id, testId } = props;
  const disabled = props.disabled || field.readOnly;
  const set = (v: FieldValue) => onChange(field.name, v);
  // A <label for> names an <input>, not a select's <div> nor its search box, nor semantic-ui's
  // hidden checkbox reliably: those carry the field's name themselves.
  const name = props.ariaLabel ?? t(field.label);
  const ariaLabel = props.ariaLabel;
  if (field.editor) {
    const Editor = FIELD_EDITORS[field.editor];
    return <Editor value={value} disabled={Boolean(disabled)} label={name} testId={testId} onChange={set} />;
  }
  switch (field.type) {
    case 'switch':
      return (
        <Checkbox
          toggle
          id={id}
          data-testid={testId}
          aria-label={name}
          checked={value === true}
          disabled={disabled}
          onChange={(_e, d) => set(Boolean(d.checked))}
        />
      );
    case 'select':
    case 'treeSelect':
      return (
        <Dropdown
          id={id}
          data-testid={testId}
          aria-label={name}
          searchInput={{ 'aria-label': name }}
          selection
          search
          clearable={!field.required}
          placeholder={t('common.pleaseSelect')}
          disabled={disabled}
          noResultsMessage={t('common.noData')}
          options={choices(t, options)}
          value={value === null || value === undefined || typeof value === 'object' ? '' : (value as string | number)}
          onChange={(_e, d) => set(d.value === '' || d.value === undefined ? null : (d.value as FieldValue))}
        />
      );
    case 'multiSelect':
      return (
        <Dropdown
          id={id}
          data-testid={testId}
          aria-label={name}
          searchInput={{ 'aria-label': name }}
          selection
          multiple
          search
          placeholder={t('common.pleaseSelect')}
          disabled={disabled}
          noResultsMessage={t('common.noData')}
          options={choices(t, options)}
          value={Array.isArray(value) ? (value as Array<string | number>) : []}
          onChange={(_e, d) => set(Array.isArray(d.value) ? (d.value as Array<string | number>) : [])}
        />
      );
    case 'textarea':
      return (
        <TextArea
          id={id}
          aria-label={ariaLabel}
          data-testid={testId}
          rows={3}
          maxLength={field.maxLength}
          placeholder={t('common.pleaseInput')}
          disabled={disabled}
          value={textOf(value)}
          onChange={(_e, d) => set(String(d.value ?? ''))}
        />
      );
    case 'number':
      return (
        <Input
          id={id}
          aria-label={ariaLabel}
          type="number"
          input={{ 'data-testid': testId, min: field.min, max: field.max }}
          disabled={disabled}
          value={value === null || value === undefined ? '' : textOf(value)}
          onChange={(_e, d) => set(d.value === '' ? null : Number(d.value))}
        />
      );
    case 'date':
      return (
        <Input
          id={id}
          type="date"
          aria-label={ariaLabel}
          input={{ 'data-testid': testId }}
          disabled={disabled}
          value={textOf(value)}
          onChange={(_e, d) => set(d.value || null)}
        />
      );
    case 'datetime':
      return (
        <Input
          id={id}
          aria-label={ariaLabel}
          type="datetime-local"
          input={{ 'data-testid': testId, step: 1 }}
          disabled={disabled}
          value={toDatetimeInput(value)}
          onChange={(_e, d) => set(fromDatetimeInput(String(d.value)))}
        />
      );
    case 'color':
      return (
        <Input
          id={id}
          aria-label={ariaLabel}
          type="color"
          className="resource-color-input"
          input={{ 'data-testid': testId }}
          disabled={disabled}
          value={typeof value === 'string' && value ? value : '#000000'}
          onChange={(_e, d) => set(String(d.value).toLowerCase())}
        />
      );
    case 'url': {
      const check = props.urlCheck;
      const onCheck = props.onUrlCheck;
      return (
        <>
          <Input
            id={id}
            aria-label={ariaLabel}
            type="url"
            input={{ 'data-testid': testId, maxLength: field.maxLength, inputMode: 'url' }}
            placeholder="https://"
            disabled={disabled}
            value={textOf(value)}
            onChange={(_e, d) => set(String(d.value))}
            action={
              onCheck
                ? {
                    type: 'button',
                    content: t('resourceUi.urlCheck'),
                    loading: check?.status === 'checking',
                    disabled: disabled || !textOf(value).trim() || check?.status === 'checking',
                    'data-testid': `url-check-${field.name}`,
                    onClick: () => onCheck(field.name),
                  }
                : undefined
            }
          />
          {check && check.status !== 'checking' ? (
            <div className={`resource-url-check ${check.status}`} role="status" data-testid={`url-check-result-${field.name}`} data-status={check.status}>
              {check.messageKey ? t(check.messageKey) : check.text}
            </div>
          ) : null}
        </>
      );
    }
    case 'image': {
      const upload = props.upload;
      const error = upload?.status === 'failed' && upload.error ? (upload.error.key ? t(upload.error.key) : (upload.error.text ?? '')) : undefined;
      return (
        <ImageUpload
          name={props.imageName ?? field.name}
          id={id}
          preview={props.preview ?? ''}
          uploading={upload?.status === 'uploading'}
          error={error}
          disabled={disabled}
          onPick={(file) => props.onImagePick?.(field.name, file)}
          onRemove={() => props.onImageRemove?.(field.name)}
        />
      );
    }
    case 'richText': {
      // its picture button uploads through the same image flow as image fields (FrameWorkUpload)
      const upload = props.upload;
      const onImagePick = props.onImagePick;
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
          imageError={upload?.status === 'failed' && upload.error ? (upload.error.key ? t(upload.error.key) : (upload.error.text ?? '')) : undefined}
          tools={ServiceLinkTool}
        />
      );
    }
    case 'records':
      return (
        <RecordsField
          field={field}
          rows={Array.isArray(value) ? (value as SubRecord[]) : []}
          disabled={disabled}
          onChange={(rows) => set(rows)}
          renderCell={(sub, cellValue, onCell, cellTestId, path, index) => (
            <Control
              field={sub}
              value={cellValue}
              options={staticOptions(sub)}
              disabled={disabled}
              id={cellTestId}
              testId={cellTestId}
              ariaLabel={t('common.rowField', { row: index + 1, field: t(sub.label) })}
              onChange={(_name, v) => onCell(v as ScalarValue)}
              imageName={path}
              upload={props.cellUploads?.[path]}
              preview={typeof cellValue === 'string' && FILE_ID.test(cellValue) ? fileUrl(cellValue) : ''}
              onImagePick={props.onImagePick && ((_name, file) => props.onImagePick?.(path, file))}
              onImageRemove={props.onImageRemove && (() => props.onImageRemove?.(path))}
            />
          )}
        />
      );
    default:
      return (
        <Input
          id={id}
          aria-label={ariaLabel}
          input={{ 'data-testid': testId, maxLength: field.maxLength }}
          placeholder={t('common.pleaseInput')}
          disabled={disabled}
          value={textOf(value)}
          onChange={(_e, d) => set(String(d.value))}
        />
      );
  }
}

export default function FormFieldControl(props: FormFieldControlProps) {
  const t = useT();
  const { field, value, error } = props;
  const counted = (field.type === 'text' || field.type === 'textarea') && field.maxLength !== undefined;
  return (
    <Form.Field required={field.required && !field.readOnly} error={Boolean(error)}>
      <label htmlFor={inputId(field.name)}>{t(field.label)}</label>
      <Control {...props} id={inputId(field.name)} testId={`field-${field.name}`} />
      {counted && <LengthCounter name={field.name} text={typeof value === 'string' ? value : ''} max={field.maxLength!} />}
      {props.note && (
        <div className="resource-field-note" data-testid={`note-${field.name}`}>
          {props.note}
        </div>
      )}
      {error && (
        <div className="ui pointing above prompt label resource-field-error" role="alert" data-testid={`error-${field.name}`}>
          {error}
        </div>
      )}
    </Form.Field>
  );
}

// One field's control chosen by its kind from CONTROLS (a definition's own `editor` first, from
// FIELD_EDITORS). The records control lives here: each of its cells is a Control again.
import { ComponentType } from 'react';
import type { FieldType } from '../../../../shared/resources';
import { FILE_ID, fileUrl } from '../../../../shared/resources/files';
import { useT } from '../../../i18n';
import { FIELD_EDITORS } from '../fieldEditors';
import RecordsField from '../RecordsField';
import type { FieldValue, ScalarValue, SubRecord } from '../resourceState';
import { MultiSelectControl, SelectControl } from './ChoiceControl';
import type { ControlProps, KindControlProps } from './controlProps';
import { staticOptions } from './fieldValues';
import ImageControl from './ImageControl';
import { ColorControl, DateControl, DatetimeControl, NumberControl, TextAreaControl, TextControl } from './InputControls';
import RichTextControl from './RichTextControl';
import ToggleControl from './ToggleControl';
import UrlControl from './UrlControl';

/** a records field: an inline table whose cells are the sub-fields' controls, named by row and column */
function RecordsControl({ field, value, disabled, set, cellUploads, onImagePick, onImageRemove }: KindControlProps) {
  const t = useT();
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
          upload={cellUploads?.[path]}
          preview={typeof cellValue === 'string' && FILE_ID.test(cellValue) ? fileUrl(cellValue) : ''}
          onImagePick={onImagePick && ((_name, file) => onImagePick(path, file))}
          onImageRemove={onImageRemove && (() => onImageRemove(path))}
        />
      )}
    />
  );
}

const CONTROLS: Record<FieldType, ComponentType<KindControlProps>> = {
  text: TextControl,
  textarea: TextAreaControl,
  number: NumberControl,
  select: SelectControl,
  treeSelect: SelectControl,
  multiSelect: MultiSelectControl,
  switch: ToggleControl,
  date: DateControl,
  datetime: DatetimeControl,
  color: ColorControl,
  url: UrlControl,
  image: ImageControl,
  richText: RichTextControl,
  records: RecordsControl,
};

export default function Control(props: ControlProps) {
  const t = useT();
  const { field, onChange } = props;
  const disabled = props.disabled || field.readOnly;
  const set = (v: FieldValue) => onChange(field.name, v);
  // A <label for> names an <input>, not a select's <div> nor its search box, nor semantic-ui's
  // hidden checkbox reliably: those carry the field's name themselves.
  const accessibleName = props.ariaLabel ?? t(field.label);
  if (field.editor) {
    const Editor = FIELD_EDITORS[field.editor];
    return <Editor value={props.value} disabled={Boolean(disabled)} label={accessibleName} testId={props.testId} onChange={set} />;
  }
  const Kind = CONTROLS[field.type] ?? TextControl;
  return <Kind {...props} disabled={disabled} accessibleName={accessibleName} set={set} />;
}

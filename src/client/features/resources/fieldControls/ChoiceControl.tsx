// The dropdown fields: select and treeSelect (one value, cleared to null unless required) and
// multiSelect (a list of values). A select's <div> and its search box carry the field's name
// themselves: a <label for> does not reach them.
import { Dropdown, DropdownProps } from 'semantic-ui-react';
import { useT } from '../../../i18n';
import type { FieldValue } from '../resourceState';
import type { KindControlProps } from './controlProps';
import { choices } from './fieldValues';

type Shown = string | number | Array<string | number>;

function ChoiceDropdown(props: KindControlProps & { multiple: boolean; shown: Shown; picked: (value: DropdownProps['value']) => FieldValue }) {
  const t = useT();
  const { id, testId, accessibleName, field, options, disabled, multiple, set } = props;
  return (
    <Dropdown
      id={id}
      data-testid={testId}
      aria-label={accessibleName}
      searchInput={{ 'aria-label': accessibleName }}
      selection
      multiple={multiple || undefined}
      search
      clearable={multiple ? undefined : !field.required}
      placeholder={t('common.pleaseSelect')}
      disabled={disabled}
      noResultsMessage={t('common.noData')}
      options={choices(t, options)}
      value={props.shown}
      onChange={(_e, d) => set(props.picked(d.value))}
    />
  );
}

export function SelectControl(props: KindControlProps) {
  const { value } = props;
  return (
    <ChoiceDropdown
      {...props}
      multiple={false}
      shown={value === null || value === undefined || typeof value === 'object' ? '' : (value as string | number)}
      picked={(v) => (v === '' || v === undefined ? null : (v as FieldValue))}
    />
  );
}

export function MultiSelectControl(props: KindControlProps) {
  const { value } = props;
  return (
    <ChoiceDropdown
      {...props}
      multiple
      shown={Array.isArray(value) ? (value as Array<string | number>) : []}
      picked={(v) => (Array.isArray(v) ? (v as Array<string | number>) : [])}
    />
  );
}

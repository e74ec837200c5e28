// The select of document 002 §2: options of label and value, an optional "all" entry, and a
// value coerced by the option type (coerce.ts). Dumb: the value comes in, a change goes out.
import type { SyntheticEvent } from 'react';
import { Dropdown, DropdownItemProps, DropdownProps } from 'semantic-ui-react';
import { useT } from '../../i18n';
import { coerceOptions, coerceSelectValue } from './coerce';
import type { Option, OptionType, OptionValue, SelectChange } from './types';

export interface OptionSelectProps {
  options: Option[];
  value?: OptionValue | null;
  name?: string;
  optionType?: OptionType;
  /** adds an "all" entry first; a string is its (translated) label */
  allOption?: boolean | string;
  /** the value of the "all" entry and of an empty choice; default '' */
  allValue?: OptionValue;
  placeholder?: string;
  clearable?: boolean;
  disabled?: boolean;
  loading?: boolean;
  error?: boolean;
  /** filter the options by typing (locally) */
  search?: boolean;
  fluid?: boolean;
  onChange: (event: SyntheticEvent<HTMLElement>, change: SelectChange) => void;
  'data-testid'?: string;
  /** the select's accessible name (a <label for> names no <div>): the field's label */
  'aria-label'?: string;
}

export function OptionSelect(props: OptionSelectProps) {
  const { options, value, name, optionType, allOption, allValue = '', placeholder, onChange } = props;
  const t = useT();
  const rule = { optionType, allValue };
  const allLabel = typeof allOption === 'string' ? allOption : t('common.all');
  const items: DropdownItemProps[] = [
    ...(allOption ? [{ key: `all:${allValue}`, text: allLabel, value: allValue }] : []),
    ...coerceOptions(options, rule).map((o) => ({ key: `${typeof o.value}:${o.value}`, text: o.label, value: o.value })),
  ];
  const current = coerceSelectValue(value, rule);
  // semantic-ui shows the placeholder for '', so an "all" of '' would look unselected.
  const shownPlaceholder = allOption && current === '' ? allLabel : (placeholder ?? t('common.pleaseSelect'));

  return (
    <Dropdown
      selection
      options={items}
      value={current}
      name={name}
      placeholder={shownPlaceholder}
      clearable={props.clearable}
      disabled={props.disabled}
      loading={props.loading}
      error={props.error}
      search={props.search}
      fluid={props.fluid}
      selectOnBlur={false}
      noResultsMessage={t('common.noData')}
      data-testid={props['data-testid']}
      aria-label={props['aria-label']}
      searchInput={props.search ? { 'aria-label': props['aria-label'] } : undefined}
      onChange={(e: SyntheticEvent<HTMLElement>, data: DropdownProps) => onChange(e, { name, value: coerceSelectValue(data.value, rule) })}
    />
  );
}

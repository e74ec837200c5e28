// A select whose options come from a server search (document 002 §2): each search asks for
// page 1 of 40. Dumb: it hands the query to `onSearch` (a container dispatches it to a saga,
// which may debounce with takeLatest) and shows whatever options come back.
import type { SyntheticEvent } from 'react';
import { Dropdown, DropdownItemProps, DropdownOnSearchChangeData, DropdownProps } from 'semantic-ui-react';
import { REMOTE_SEARCH_PAGE_INDEX, REMOTE_SEARCH_PAGE_SIZE } from '../../../shared/domain/ui';
import { useT } from '../../i18n';
import { coerceOptions, coerceSelectValue } from './coerce';
import type { Option, OptionType, OptionValue, SelectChange } from './types';

export interface RemoteSearchQuery {
  keyword: string;
  pageIndex: number;
  pageSize: number;
}

export const remoteSearchQuery = (keyword: string): RemoteSearchQuery => ({
  keyword: keyword.trim(),
  pageIndex: REMOTE_SEARCH_PAGE_INDEX,
  pageSize: REMOTE_SEARCH_PAGE_SIZE,
});

export interface RemoteSearchSelectProps {
  /** the latest search's results */
  options: Option[];
  /** the chosen option, so its label still shows when a later search no longer lists it */
  selected?: Option | null;
  value?: OptionValue | null;
  name?: string;
  optionType?: OptionType;
  placeholder?: string;
  loading?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  fluid?: boolean;
  /** also search (with an empty keyword) when the list opens; default true */
  searchOnOpen?: boolean;
  onSearch: (query: RemoteSearchQuery) => void;
  onChange: (event: SyntheticEvent<HTMLElement>, change: SelectChange) => void;
  'data-testid'?: string;
}

// The server already filtered; filtering again locally would hide matches on other fields.
const keepServerOrder = (items: DropdownItemProps[]) => items;

export function RemoteSearchSelect(props: RemoteSearchSelectProps) {
  const { options, selected, value, name, optionType, onSearch, onChange, searchOnOpen = true } = props;
  const t = useT();
  const rule = { optionType };
  const listed = coerceOptions(options, rule);
  const withSelected =
    selected && !listed.some((o) => o.value === coerceSelectValue(selected.value, rule)) ? [...coerceOptions([selected], rule), ...listed] : listed;
  const items = withSelected.map((o) => ({ key: `${typeof o.value}:${o.value}`, text: o.label, value: o.value }));

  return (
    <Dropdown
      selection
      search={keepServerOrder}
      options={items}
      value={coerceSelectValue(value, rule)}
      name={name}
      placeholder={props.placeholder ?? t('common.pleaseInput')}
      loading={props.loading}
      disabled={props.disabled}
      clearable={props.clearable}
      fluid={props.fluid}
      selectOnBlur={false}
      noResultsMessage={t('common.noData')}
      data-testid={props['data-testid']}
      onOpen={() => searchOnOpen && onSearch(remoteSearchQuery(''))}
      onSearchChange={(_e: SyntheticEvent<HTMLElement>, data: DropdownOnSearchChangeData) => onSearch(remoteSearchQuery(data.searchQuery))}
      onChange={(e: SyntheticEvent<HTMLElement>, data: DropdownProps) => onChange(e, { name, value: coerceSelectValue(data.value, rule) })}
    />
  );
}

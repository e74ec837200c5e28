// A list cell edited in place (ResourceDef.inlineEdit, e.g. /serviceList's order and listing
// marks through serviceItem/update): a number is saved on Enter or when the field is left, a
// multiSelect as its choices change. Dumb: the stored value comes in, the edit goes out; while a
// cell saves every cell is disabled, and afterwards (saved or refused) the stored value shows.
import { useState } from 'react';
import { Dropdown, Input } from 'semantic-ui-react';
import type { FieldDef } from '../../../shared/resources';
import { T } from '../../i18n';
import { FieldOption, shown } from './displayValues';

export interface InlineCellProps {
  field: FieldDef;
  value: unknown;
  /** the control's accessible name (the row's name and the column) */
  label: string;
  options: FieldOption[];
  disabled: boolean;
  testId: string;
  t: T;
  onSave: (value: number | string | (string | number)[]) => void;
}

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export function InlineCell({ field, value, label, options, disabled, testId, t, onSave }: InlineCellProps) {
  // what is typed until it is sent; then the stored value shows (a refused edit's too)
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? textOf(value);
  if (field.type === 'multiSelect') {
    const chosen = Array.isArray(value) ? (value as (string | number)[]) : [];
    return (
      <Dropdown
        multiple
        selection
        search
        compact
        className="resource-inline-select"
        aria-label={label}
        searchInput={{ 'aria-label': label }}
        data-testid={testId}
        disabled={disabled}
        value={chosen}
        options={options.map((o) => ({ key: String(o.value), value: o.value as string | number, text: shown(t, o.label) }))}
        onChange={(_e, d) => onSave((d.value as (string | number)[]) ?? [])}
      />
    );
  }
  const commit = () => {
    const trimmed = text.trim();
    setDraft(null);
    if (trimmed === textOf(value)) return;
    const n = Number(trimmed);
    // an empty or unreadable number goes as written: the server's 9009 names the field
    onSave(trimmed !== '' && Number.isFinite(n) ? n : trimmed);
  };
  return (
    <Input
      size="mini"
      type="number"
      className="resource-inline-number"
      aria-label={label}
      disabled={disabled}
      value={text}
      onChange={(_e, d) => setDraft(String(d.value))}
      onBlur={commit}
      onKeyDown={(e: KeyboardEvent) => e.key === 'Enter' && commit()}
      input={{ 'data-testid': testId }}
    />
  );
}

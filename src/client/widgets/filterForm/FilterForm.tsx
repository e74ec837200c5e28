// A list's filter form in one line (the people lists, the photo screen): the owner's fields, then
// search (the form's submit, so Enter searches) and reset; `FilterText` is its text box (at most
// 30 characters, document 000 §9). Dumb: values in, changes and the search out.
//
// Test ids from `prefix` (e.g. people): `<prefix>-filters` (the form, also its class),
// `<prefix>-search`, `<prefix>-reset`; the group's class is `<prefix>-filter-group`. A text box's
// id and test id are its `id`.
import type { FormEvent, ReactNode } from 'react';
import { Button, Form, Input } from 'semantic-ui-react';
import { SEARCH_TEXT_MAX } from '../../../shared/domain/ui';
import { useT } from '../../i18n';

export function FilterForm({ prefix, onSearch, onReset, children }: { prefix: string; onSearch: () => void; onReset: () => void; children: ReactNode }) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <Form className={`${prefix}-filters`} onSubmit={submit} data-testid={`${prefix}-filters`}>
      <Form.Group inline className={`${prefix}-filter-group`}>
        {children}
        <Button primary type="submit" data-testid={`${prefix}-search`} icon="search" content={t('common.search')} />
        <Button type="button" data-testid={`${prefix}-reset`} content={t('common.reset')} onClick={onReset} />
      </Form.Group>
    </Form>
  );
}

export function FilterText({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string | number | undefined;
  onChange: (value: string) => void;
}) {
  const t = useT();
  return (
    <Form.Field inline>
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        input={{ 'data-testid': id, maxLength: SEARCH_TEXT_MAX }}
        placeholder={t('common.pleaseInput')}
        value={value ?? ''}
        onChange={(_e, data) => onChange(String(data.value))}
      />
    </Form.Field>
  );
}

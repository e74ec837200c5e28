// The photo screen's filters: part of the name, the identity's number (whole or its start, or
// the ID number) and whether a photo is on file. Dumb: values in, changes and the search out.
import { FormEvent } from 'react';
import { Button, Form, Input } from 'semantic-ui-react';
import { useT } from '../../../i18n';
import { OptionSelect } from '../../../widgets/select/OptionSelect';
import type { PhotoFilterName, PhotoFilters } from '../state';

/** search text: at most 30 characters (document 000 §9) */
export const SEARCH_TEXT_MAX = 30;

export interface PhotoFilterFormProps {
  values: PhotoFilters;
  /** the identity's number label, already translated */
  identifierLabel: string;
  onChange: (name: PhotoFilterName, value: string | number | null) => void;
  onSearch: () => void;
  onReset: () => void;
}

const testId = (name: PhotoFilterName) => `photos-filter-${name}`;

function TextFilter({
  name,
  label,
  value,
  onChange,
}: {
  name: 'name' | 'identifier';
  label: string;
  value: string | undefined;
  onChange: PhotoFilterFormProps['onChange'];
}) {
  const t = useT();
  return (
    <Form.Field inline>
      <label htmlFor={testId(name)}>{label}</label>
      <Input
        id={testId(name)}
        input={{ 'data-testid': testId(name), maxLength: SEARCH_TEXT_MAX }}
        placeholder={t('common.pleaseInput')}
        value={value ?? ''}
        onChange={(_e, data) => onChange(name, String(data.value))}
      />
    </Form.Field>
  );
}

export function PhotoFilterForm({ values, identifierLabel, onChange, onSearch, onReset }: PhotoFilterFormProps) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  const hasPhotoOptions = [
    { label: t('photosUi.hasPhoto.yes'), value: 1 },
    { label: t('photosUi.hasPhoto.no'), value: 0 },
  ];
  return (
    <Form className="photos-filters" onSubmit={submit} data-testid="photos-filters">
      <Form.Group inline className="photos-filter-group">
        <TextFilter name="name" label={t('importField.name')} value={values.name} onChange={onChange} />
        <TextFilter name="identifier" label={identifierLabel} value={values.identifier} onChange={onChange} />
        <Form.Field inline>
          <label>{t('photosUi.filter.hasPhoto')}</label>
          <OptionSelect
            options={hasPhotoOptions}
            name="hasPhoto"
            data-testid={testId('hasPhoto')}
            aria-label={t('photosUi.filter.hasPhoto')}
            optionType="number"
            allOption
            value={values.hasPhoto ?? ''}
            onChange={(_e, change) => onChange('hasPhoto', change.value)}
          />
        </Form.Field>
        <Button primary type="submit" data-testid="photos-search" icon="search" content={t('common.search')} />
        <Button type="button" data-testid="photos-reset" content={t('common.reset')} onClick={onReset} />
      </Form.Group>
    </Form>
  );
}

// The photo screen's filters: part of the name, the identity's number (whole or its start, or
// the ID number) and whether a photo is on file. Dumb: values in, changes and the search out.
import { Form } from 'semantic-ui-react';
import { useT } from '../../../i18n';
import { FilterForm, FilterText } from '../../../widgets/filterForm/FilterForm';
import { OptionSelect } from '../../../widgets/select/OptionSelect';
import type { PhotoFilterName, PhotoFilters } from '../state';

export interface PhotoFilterFormProps {
  values: PhotoFilters;
  /** the identity's number label, already translated */
  identifierLabel: string;
  onChange: (name: PhotoFilterName, value: string | number | null) => void;
  onSearch: () => void;
  onReset: () => void;
}

const testId = (name: PhotoFilterName) => `photos-filter-${name}`;

export function PhotoFilterForm({ values, identifierLabel, onChange, onSearch, onReset }: PhotoFilterFormProps) {
  const t = useT();
  const hasPhotoOptions = [
    { label: t('photosUi.hasPhoto.yes'), value: 1 },
    { label: t('photosUi.hasPhoto.no'), value: 0 },
  ];
  return (
    <FilterForm prefix="photos" onSearch={onSearch} onReset={onReset}>
      <FilterText id={testId('name')} label={t('importField.name')} value={values.name} onChange={(v) => onChange('name', v)} />
      <FilterText id={testId('identifier')} label={identifierLabel} value={values.identifier} onChange={(v) => onChange('identifier', v)} />
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
    </FilterForm>
  );
}

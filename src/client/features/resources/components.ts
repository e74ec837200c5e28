// The resource form's views for other features' screens: one field's control, as the
// configuration documents' form draws its fields (a field's static options where no lookup serves it).
export { default as FormFieldControl } from './FormFieldControl';
export { staticOptions } from './fieldControls/fieldValues';

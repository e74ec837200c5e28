// The resource form's views for other features' screens: one field's control, as the
// configuration documents' form draws its fields.
export { default as FormFieldControl } from './FormFieldControl';

// The resource screens' public face for other features: what the configuration documents' form
// shares with the resource form (the field value and option types, the timestamp format).
export type { FieldOption } from './displayValues';
export { formatTimestamp } from './displayValues';
export type { FieldValue } from './resourceState';

// The units' invoice titles collection: definition (labels in labels.ts, demo rows in demo.ts).
export { unitInvoiceTitles } from './definition';

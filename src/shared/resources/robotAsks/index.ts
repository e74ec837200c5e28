// The robot's question records: definition (labels in labels.ts, demo rows in demo.ts).
export { robotAsks } from './definition';

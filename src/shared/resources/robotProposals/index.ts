// The function proposals list: definition (labels in labels.ts, demo rows in demo.ts).
export { robotProposals } from './definition';

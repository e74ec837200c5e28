// The robot's feedback list: definition (labels in labels.ts, demo rows in demo.ts).
export { robotFeedbacks } from './definition';

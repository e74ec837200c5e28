// A Message as text: one resolution for the whole console (src/client/lib/problem.ts).
export { say as messageText } from '../../../lib/problem';

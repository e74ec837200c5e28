// The app's `ask` (app/ask.ts) and what a refused reply says, for the picker, quick
// authorization and the monitors (exported from index.ts).
import type { Envelope } from '../../../shared/protocol';
import type { Message } from './state';

export { ask } from '../../app/ask';

/** What a refused or failed reply says: the server's msg, or 操作失败 when it has none. */
export const messageOf = (reply: Pick<Envelope, 'msg'>): Message => (reply.msg && reply.msg.trim() ? { text: reply.msg } : { key: 'common.operationFailed' });

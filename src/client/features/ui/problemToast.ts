// The error toast for a failed call, shared by every feature: the console's own message by key (it follows the
// language), a server's msg as text (already in the user's language). None for what the
// request layer reports itself: 权限不足 (it toasts) and 401 (the session signs out). The
// failed request's id goes with it (the toast shows it).
import { Status } from '../../../shared/protocol/status';
import { isForbiddenMsg } from '../../api/responseInterceptor';
import type { Toast } from './uiSlice';
import type { Problem } from '../../lib/problem';

export function problemToast(problem: Problem): Omit<Toast, 'id'> | null {
  if (problem.status === Status.UNAUTHORIZED) return null;
  if (problem.status === Status.REFUSED && isForbiddenMsg(problem.msg)) return null;
  const id = problem.requestId ? { requestId: problem.requestId } : {};
  return problem.key
    ? { kind: 'error', key: problem.key, ...(problem.params ? { params: problem.params } : {}), text: problem.msg, ...id }
    : { kind: 'error', text: problem.msg, ...id };
}

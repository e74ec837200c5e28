// A parent's notice shown as a console toast. The parent may send a bare string or an object
// with a title and content (content, message or msg) and a kind (type or kind).
import type { Toast } from '../features/ui/uiSlice';

const KINDS: Toast['kind'][] = ['success', 'error', 'info', 'warning'];

export function noticeToast(notice: unknown): Omit<Toast, 'id'> | null {
  if (typeof notice === 'string') return notice.trim() ? { kind: 'info', text: notice } : null;
  if (!notice || typeof notice !== 'object') return null;
  const n = notice as Record<string, unknown>;
  const body = [n.content, n.message, n.msg].find((v) => typeof v === 'string' && v.trim() !== '') as string | undefined;
  const title = typeof n.title === 'string' && n.title.trim() ? n.title : undefined;
  const text = title && body ? `${title}: ${body}` : (title ?? body);
  if (!text) return null;
  const kind = KINDS.find((k) => k === n.type || k === n.kind) ?? 'info';
  return { kind, text };
}

// The toasts, newest last, each with a close button. A dumb view: the ui saga dismisses them
// after a while; the close button only says the user dismissed one sooner. An error's request id
// shows small beneath its words, selected whole at a click, for a support desk to find the
// server's log line.
import { Message } from 'semantic-ui-react';
import type { T } from '../../i18n';
import type { Toast } from './uiSlice';
import { hasMessage } from '../../../shared/i18n/registry';

export interface ToastStackProps {
  t: T;
  toasts: Toast[];
  onDismiss: (id: string) => void;
}

/** 请求编号：<id> in the catalogue's words, the id in its own element (selected whole). */
function RequestId({ t, id }: { t: T; id: string }) {
  const [before, after = ''] = t('common.requestId', { id: '\u0000' }).split('\u0000');
  return (
    <div className="toast-request-id">
      {before}
      <code>{id}</code>
      {after}
    </div>
  );
}

const KIND_PROPS = {
  success: { positive: true, icon: 'check circle' },
  error: { negative: true, icon: 'times circle' },
  warning: { warning: true, icon: 'exclamation triangle' },
  info: { info: true, icon: 'info circle' },
} as const;

export default function ToastStack({ t, toasts, onDismiss }: ToastStackProps) {
  if (toasts.length === 0) return null;
  return (
    <div className="toast-stack" aria-live="polite">
      {toasts.map((toast) => {
        const words = toast.key && (hasMessage(toast.key) || toast.text === undefined) ? t(toast.key, toast.params) : toast.text;
        return (
          <Message
            key={toast.id}
            size="small"
            className="toast"
            role={toast.kind === 'error' ? 'alert' : 'status'}
            {...KIND_PROPS[toast.kind]}
            content={
              toast.requestId ? (
                <>
                  {words}
                  <RequestId t={t} id={toast.requestId} />
                </>
              ) : (
                words
              )
            }
            onDismiss={() => onDismiss(toast.id)}
          />
        );
      })}
    </div>
  );
}

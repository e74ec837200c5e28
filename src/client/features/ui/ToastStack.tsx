// The toasts, newest last, each with a close button. A dumb view: the ui saga dismisses them
// after a while; the close button only says the user dismissed one sooner.
import { Message } from 'semantic-ui-react';
import type { T } from '../../i18n';
import type { Toast } from './uiSlice';
import { hasMessage } from '../../../shared/i18n/registry';

export interface ToastStackProps {
  t: T;
  toasts: Toast[];
  onDismiss: (id: string) => void;
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
      {toasts.map((toast) => (
        <Message
          key={toast.id}
          size="small"
          className="toast"
          role={toast.kind === 'error' ? 'alert' : 'status'}
          {...KIND_PROPS[toast.kind]}
          content={toast.key && (hasMessage(toast.key) || toast.text === undefined) ? t(toast.key, toast.params) : toast.text}
          onDismiss={() => onDismiss(toast.id)}
        />
      ))}
    </div>
  );
}

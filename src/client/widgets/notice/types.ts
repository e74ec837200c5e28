// The notice dialog of document 000 §2: types 1 warning (cancel and confirm), 2 error,
// 3 success, 4 warning (direct switch and confirm), 5 (appearance not shown: an information
// notice with a single close). Widths of document 000 §9.
import type { ReactNode } from 'react';

export type NoticeType = 1 | 2 | 3 | 4 | 5;

export interface NoticeDialogProps {
  open: boolean;
  type: NoticeType;
  /** already translated */
  title?: string;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** type 4's second button ("direct switch") */
  switchText?: string;
  /** px; default 380 */
  width?: number;
  /** shows a loader on confirm and disables the buttons (e.g. while removing) */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onSwitch?: () => void;
}

// Container of the toasts: selects them and reports the user's dismissals.
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n';
import ToastStack from './ToastStack';
import { selectToasts, toastDismissed } from './uiSlice';

export default function Toasts() {
  const t = useT();
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  const onDismiss = useCallback((id: string) => dispatch(toastDismissed(id)), [dispatch]);
  return <ToastStack t={t} toasts={toasts} onDismiss={onDismiss} />;
}

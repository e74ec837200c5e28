// Container of the toasts: selects them and reports the user's dismissals.
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useT } from '../../i18n';
import ToastStack from './ToastStack';
import { selectToasts, toastDismissed } from './uiSlice';

export default function Toasts() {
  const t = useT();
  const dispatch = useDispatch();
  const toasts = useSelector(selectToasts);
  const onDismiss = useCallback((id: string) => dispatch(toastDismissed(id)), [dispatch]);
  return <ToastStack t={t} toasts={toasts} onDismiss={onDismiss} />;
}

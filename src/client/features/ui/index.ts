// The ui feature's public face for other features: the language and toast events, and the toast
// that tells a refused call (problemToast). The toasts view is mounted by the shell.
export { localeSwitched, toastShown } from './uiSlice';
export { problemToast } from './problemToast';

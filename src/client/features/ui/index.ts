// The ui feature's public face for other features: the language and toast events, and the toast
// that tells a refused call (problemToast), and the sagas that put it (reportProblem, refuse).
// The toasts view is mounted by the shell.
export { localeSwitched, toastShown } from './uiSlice';
export { problemToast } from './problemToast';
export { refuse, reportProblem } from './reportProblem';

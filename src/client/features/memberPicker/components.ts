// The add-member picker's views for other features' screens (README.md): the mount (the dialog
// itself comes from its own lazy chunk) and the selection dialog, table and bar that the
// other pickers (the monitor's API add) share (the pager is widgets/pagedTable's), with `say` for a message of their state.
export { default as MemberPickerMount } from './MemberPickerMount';
export { SelectionTable } from './views/SelectionTable';
export type { SelectionTableProps } from './views/SelectionTable';
export { SelectionBar } from './views/SelectionBar';
export { SelectionDialog } from './views/SelectionDialog';
export type { SelectionDialogHandlers, SelectionDialogView } from './views/SelectionDialog';
export { say } from './views/text';
export { KIND_LABELS } from './views/kindLabels';

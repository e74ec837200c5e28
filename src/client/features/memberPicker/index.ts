// The add-member picker's public face for other features' slices and sagas (README.md): the
// events (a screen dispatches `memberPickerOpened` and listens to `membersAdded` to read its lists
// again), the target type and the selection pieces the other pickers share. No views here,
// so a slice or saga importing this pulls no view into the first chunk: screens import
// `./components` (the mount and the selection table, bar and pager).
export { pickerOpened as memberPickerOpened, membersAdded, pickerCancelled as memberPickerCancelled } from './pickerSlice';
export type { PickerOpenedPayload } from './pickerSlice';
export type { PickerTarget } from './state';
export { selectPickerOpen } from './selectors';
export { contractPageSize } from './pageSize';
export { selectionCases } from './selectionCases';
export { pickerCases } from './pickerCases';

// The add-member picker's public face for other features' slices and sagas (README.md): the
// events (a screen dispatches `memberPickerOpened` and listens to `membersAdded` to read its lists
// again), the target type, the selection pieces the other pickers share and the members
// features' catalogue (membersUi). No views here, so a slice or saga importing this pulls no
// view into the first chunk: screens import `./components` (the mount and the selection table,
// bar and pager).
export { pickerOpened as memberPickerOpened, membersAdded, pickerCancelled as memberPickerCancelled } from './pickerSlice';
export type { PickerOpenedPayload } from './pickerSlice';
export type { PickerTarget } from './state';
export { selectPickerOpen } from './selectors';
export { contractPageSize } from './pageSize';
export { endSelectAll, selectionCases } from './selectionCases';
export { pickerCases } from './pickerCases';
// the members features' own words (membersUi.*): quick authorization, monitors and the member
// screens add them with their chunks too
export { default as membersUi } from './membersUi';

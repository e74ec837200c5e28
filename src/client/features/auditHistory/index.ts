// The /HistoryProject feature's public face: its events and selectors.
export {
  entryToggled,
  filterChanged,
  pageChanged,
  pageFailed,
  pageLoaded,
  pageSizeChanged,
  resetClicked,
  screenOpened,
  searchClicked,
} from './auditHistorySlice';
export * from './selectors';

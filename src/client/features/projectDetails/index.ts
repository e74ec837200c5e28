// The /ProjectDetails feature's public face: its events and selectors.
export {
  detailsFailed,
  detailsLoaded,
  keyRotated,
  refreshClicked,
  rotateCancelled,
  rotateClicked,
  rotateConfirmed,
  rotateFailed,
  screenOpened,
  secretDismissed,
} from './projectDetailsSlice';
export * from './selectors';

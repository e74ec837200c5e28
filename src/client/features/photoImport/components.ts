// The photo zip import's view for other features' screens: the toolbar button of a list (the
// shell mounts ./PhotoImportMount once).
export { PhotoImportButton } from './PhotoImportButton';

// The photo export's view for other features' screens: the toolbar button a list puts beside
// its export (the shell mounts ./PhotoExportMount once).
export { PhotoExportButton } from './PhotoExportButton';

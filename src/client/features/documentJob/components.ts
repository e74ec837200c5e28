// The job panel other screens mount (the settings document screen, for a definition with a job).
export { default as DocumentJobPanel } from './DocumentJobPanel';

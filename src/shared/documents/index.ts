// Every configuration document: its route table. A new settings screen is one folder
// (definition.ts naming its labels.ts and, lazily, its demo.ts) and a line in list.ts; the server
// registers its calls, the console its screen and the seed its demo versions from the list.
import { DOCUMENTS } from './list';

export * from './types';
export { DOCUMENTS };
export const documentByKey = (key: string) => DOCUMENTS.find((d) => d.key === key);
/** the document a route shows: its own route, or one of its identityRoutes */
export const documentByRoute = (route: string) => DOCUMENTS.find((d) => d.route === route || (d.identityRoutes && Object.hasOwn(d.identityRoutes, route)));
/** every document's messages (the i18n catalogue parts) */
export const DOCUMENT_LABELS = DOCUMENTS.map((d) => d.labels);

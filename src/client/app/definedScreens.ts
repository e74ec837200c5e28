// Which chunk shows a route built from a definition: a collection (src/shared/resources) shows
// the generic resource screen, a settings document (src/shared/documents) the document screen
// (a per-identity document's identity route opens it on that identity), any other route the
// not-built page. This module and the definitions it reads (fields, labels) load with the
// defined-screen chunk (chunks/defined.tsx), never with the first load.
import { resourceByRoute } from '../../shared/resources';
import { documentByRoute } from '../../shared/documents';
import type { ScreenLoader } from './lazy/chunk';
import type { ScreenEntry } from './screens';

const loadResource: ScreenLoader = () => import('./chunks/resource');
const loadDocument: ScreenLoader = () => import('./chunks/document');
const loadNotBuilt: ScreenLoader = () => import('./shell/NotBuiltPage');

export function definedScreenFor(path: string): ScreenEntry {
  const resource = resourceByRoute(path);
  if (resource) return { load: loadResource, props: { resourceKey: resource.key } };
  const document = documentByRoute(path);
  if (document) return { load: loadDocument, props: { documentKey: document.key, identity: document.identityRoutes?.[path] } };
  return { load: loadNotBuilt, props: { path } };
}

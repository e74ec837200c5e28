// Every call the console makes for one collection screen, as its definition declares them: the
// collection's own calls (list, detail, save, update, submit, remove, adjustOrder), its lookups
// (or the one call that answers them together), its cells edited in place,
// row and batch actions, tools, related lists, the reuse checks before a save and its fields'
// uploads. The server registers the same from the same
// definition (src/server/routes/resources); the conformance test of the documents' calls reads it.
import { uploadPathOf } from './files';
import { callsOf, fullPath } from './types';
import type { FieldDef, ResourceDef } from './types';

export interface NamedCall {
  method: 'GET' | 'POST';
  path: string;
}

/** The upload calls a form's picture and rich-text fields make (records' own fields included). */
export function uploadCallsOf(fields: FieldDef[]): NamedCall[] {
  return fields.flatMap((f): NamedCall[] => [
    ...(f.type === 'image' || f.type === 'richText' ? [{ method: 'POST' as const, path: uploadPathOf(f) }] : []),
    ...uploadCallsOf(f.of ?? []),
  ]);
}

export function collectionCallsOf(def: ResourceDef): NamedCall[] {
  const calls: NamedCall[] = [];
  const add = (method: 'GET' | 'POST', path: string) => calls.push({ method, path: fullPath(def, path) });
  for (const c of Object.values(callsOf(def))) if (c) add(c.method ?? 'POST', c.path);
  // a lookup the bundle answers is read through the bundle, never on its own
  const bundled = new Set(def.lookupBundle?.answers ?? []);
  for (const [name, l] of Object.entries(def.lookups ?? {})) if (!bundled.has(name)) add(l.method, l.path);
  if (def.lookupBundle) add(def.lookupBundle.method, def.lookupBundle.path);
  if (def.inlineEdit) add(def.inlineEdit.call.method ?? 'POST', def.inlineEdit.call.path);
  for (const a of def.actions ?? []) add(a.call.method ?? 'POST', a.call.path);
  for (const tool of def.tools ?? []) add(tool.call.method ?? 'POST', tool.call.path);
  for (const r of def.related ?? []) add(r.call.method ?? 'POST', r.call.path);
  if (def.reuseCheck) add(def.reuseCheck.method ?? 'POST', def.reuseCheck.path);
  if (def.findByKey) add(def.findByKey.call.method ?? 'POST', def.findByKey.call.path);
  return [...calls, ...uploadCallsOf(def.fields)];
}

// Every documented call the console makes for one document screen, as its definition declares
// them: its documented detail (GET or POST) and save, its other documented calls (the panel's
// reads and writes, a field's options), its job's start and its fields' uploads. The conformance test of the
// documents' calls reads it.
import { NamedCall, uploadCallsOf } from '../resources/callList';
import { documentCallOf, DocumentDef } from './types';

export function documentCallsOf(def: DocumentDef): NamedCall[] {
  const calls: NamedCall[] = [];
  if (def.documented?.detail) calls.push(documentCallOf(def, 'detail'));
  if (def.documented?.save) calls.push(documentCallOf(def, 'save'));
  for (const c of Object.values(def.calls ?? {})) calls.push({ method: c.method, path: c.path });
  if (def.job) calls.push({ method: 'POST', path: def.job.start });
  return [...calls, ...uploadCallsOf(def.fields)];
}

// Every documented call the console makes for one document screen, as its definition declares
// them: its documented detail (GET or POST) and save, and its job's start. The conformance test
// of the documents' calls reads it.
import type { NamedCall } from '../resources/callList';
import type { DocumentDef } from './types';

export function documentCallsOf(def: DocumentDef): NamedCall[] {
  const calls: NamedCall[] = [];
  if (def.legacy?.detail) calls.push({ method: def.legacy.detailByGet ? 'GET' : 'POST', path: def.legacy.detail });
  if (def.legacy?.save) calls.push({ method: 'POST', path: def.legacy.save });
  if (def.job) calls.push({ method: 'POST', path: def.job.start });
  return calls;
}

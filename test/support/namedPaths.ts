// Which API paths a console source file names, read from its text (the conformance test of the
// documented calls, test/server/documentedCalls.test.ts): the paths spelled out in it, and the
// paths held by the constants it imports from src/shared and uses — `NAME` (a string),
// `NAME.member` or `NAME.member.member` (an object of paths), `NAME[…]` (an object indexed by a
// value known only when it runs: every path the object holds), or `${NAME}/…` in a template. Nothing is run but the shared
// modules' own top level, so a path counts only where the file's code spells its name.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

interface Binding {
  /** the name the file uses */
  local: string;
  value: unknown;
}

/** `import { A, B as C } from '…'` of the file, type-only imports left out. */
function importsOf(source: string): { names: { imported: string; local: string }[]; from: string }[] {
  const found: { names: { imported: string; local: string }[]; from: string }[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (m[1]) continue;
    const names = m[2]
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type '))
      .map((s) => {
        const [imported, local] = s.split(/\s+as\s+/);
        return { imported, local: local ?? imported };
      });
    found.push({ names, from: m[3] });
  }
  return found;
}

/** every string an object holds, two levels down */
function stringsIn(value: unknown, depth = 2): string[] {
  if (typeof value === 'string') return [value];
  if (depth < 0 || typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap((v) => stringsIn(v, depth - 1));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The paths (starting with /api/) that `file` (relative to the repository) names. */
export function pathsNamedIn(file: string): Set<string> {
  const absolute = path.join(ROOT, file);
  const source = readFileSync(absolute, 'utf8');
  // the code without its import lines, so a name counts only where it is used
  const body = source.replace(/import\s+[^;]*?from\s+'[^']+';/gs, '');
  const named = new Set<string>();
  for (const m of body.matchAll(/['`](\/api\/[^'`$]+)['`]/g)) named.add(m[1]);
  const bindings: Binding[] = [];
  for (const { names, from } of importsOf(source)) {
    if (!from.startsWith('.')) continue;
    const target = path.resolve(path.dirname(absolute), from);
    if (!target.startsWith(path.join(ROOT, 'src/shared'))) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(target) as Record<string, unknown>;
    for (const { imported, local } of names) if (imported in mod) bindings.push({ local, value: mod[imported] });
  }
  // a path spelled as a template over imported names: `${WORKBENCH}/dict/dictionary`
  const strings = new Map(bindings.filter((b) => typeof b.value === 'string').map((b) => [b.local, b.value as string]));
  for (const m of body.matchAll(/`((?:\$\{[A-Za-z_$][\w$]*\}|[^`$])*)`/g)) {
    const spelled = m[1].replace(/\$\{([A-Za-z_$][\w$]*)\}/g, (whole, name: string) => strings.get(name) ?? whole);
    if (spelled.startsWith('/api/') && !spelled.includes('${')) named.add(spelled);
  }
  for (const { local, value } of bindings) {
    const name = escape(local);
    if (typeof value === 'string') {
      if (new RegExp(`(?<![\\w.$])${name}(?![\\w$])`).test(body)) named.add(value);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (new RegExp(`(?<![\\w.$])${name}\\s*\\[`).test(body)) stringsIn(value).forEach((s) => named.add(s));
    for (const m of body.matchAll(new RegExp(`(?<![\\w.$])${name}((?:\\.[A-Za-z_$][\\w$]*){1,2})(\\s*\\[)?`, 'g'))) {
      let v: unknown = value;
      for (const key of m[1].slice(1).split('.')) v = typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined;
      stringsIn(v, m[2] ? 1 : 0).forEach((s) => named.add(s));
    }
  }
  return new Set([...named].filter((p) => p.startsWith('/api/')));
}

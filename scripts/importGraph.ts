// The console's import graph, read with the TypeScript compiler: what a file imports, what an
// entry loads statically, and the import cycles. Dynamic import() is never an edge (it is a
// lazy chunk); type-only imports are edges only when asked (madge counts them; they cost nothing
// at run time); and the cycles among features (a feature is a folder of src/client/features).
// Used by scripts/cycles.ts, test/client/app/firstLoad.test.ts and test/client/app/featureCycles.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const OPTIONS: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX };

export interface GraphOptions {
  /** count `import type` / `export type … from` as edges too */
  types?: boolean;
}

/** The project files (not node_modules) a file imports statically. */
export function importsOf(file: string, { types = false }: GraphOptions = {}): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, false);
  const out: string[] = [];
  for (const node of source.statements) {
    let spec: ts.Expression | undefined;
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (!!bindings && ts.isNamedImports(bindings) && !clause?.name && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly));
      if (types || !onlyTypes) spec = node.moduleSpecifier;
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && (types || !node.isTypeOnly)) {
      spec = node.moduleSpecifier;
    }
    if (!spec || !ts.isStringLiteral(spec)) continue;
    const resolved = ts.resolveModuleName(spec.text, file, OPTIONS, ts.sys).resolvedModule;
    if (resolved && !resolved.isExternalLibraryImport && /\.tsx?$/.test(resolved.resolvedFileName)) out.push(path.resolve(resolved.resolvedFileName));
  }
  return out;
}

/** Every project file an entry loads before any lazy chunk (its static import closure). */
export function staticClosure(entry: string, options: GraphOptions = {}): Set<string> {
  const seen = new Set<string>();
  const queue = [path.resolve(entry)];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file, options));
  }
  return seen;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The import cycles among the files under a folder: each a strongly connected component. */
export function importCycles(folder: string, options: GraphOptions = {}): string[][] {
  const root = path.resolve(folder);
  const files = sourceFiles(root);
  const graph = new Map(files.map((f) => [f, importsOf(f, options).filter((g) => g.startsWith(root + path.sep))]));
  return stronglyConnected(files, (f) => graph.get(f) ?? []).filter((c) => c.length > 1 || graph.get(c[0])!.includes(c[0]));
}

/** Feature imports left out of the feature check, each with its reason: none. (The login page
 *  took the published documents from features/documents until issue 35 gave them their own
 *  feature, features/published.) A new entry needs its reason here and in the issue. */
export const ALLOWED_FEATURE_EDGES: readonly string[] = [];

/** The features (first folders under `featuresDir`) each feature imports, with the importing
 *  files, type imports included: `a -> b` when a file of a imports a file of b. */
export function featureEdges(featuresDir: string): Map<string, Map<string, string[]>> {
  const root = path.resolve(featuresDir);
  const featureOf = (f: string) => (f.startsWith(root + path.sep) ? path.relative(root, f).split(path.sep)[0] : null);
  const edges = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(root)) {
    const from = featureOf(file)!;
    for (const target of importsOf(file, { types: true })) {
      const to = featureOf(target);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const byTarget = edges.get(from)!;
      byTarget.set(to, [...(byTarget.get(to) ?? []), `${path.relative(root, file)} -> ${path.relative(root, target)}`]);
    }
  }
  return edges;
}

/** The import cycles among features (each a strongly connected set of features, sorted), leaving
 *  out the edges `allowed` names as 'from -> to'. A feature imports another only through a face
 *  the other offers; two features that reach each other are one tangled piece. */
export function featureCycles(featuresDir: string, allowed: readonly string[] = []): string[][] {
  const edges = featureEdges(featuresDir);
  const next = (a: string) => [...(edges.get(a)?.keys() ?? [])].filter((b) => !allowed.includes(`${a} -> ${b}`));
  const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])])].sort();
  return stronglyConnected(nodes, next).filter((c) => c.length > 1);
}

/** The strongly connected sets of a graph (Tarjan's algorithm), each sorted: a set of more than
 *  one node, or one that reaches itself, is a cycle. */
function stronglyConnected(nodes: readonly string[], next: (node: string) => readonly string[]): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const sets: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    sets.push(component.sort());
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return sets;
}

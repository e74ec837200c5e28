// First-load size of the console: the scripts and styles dist/index.html loads, plus what they
// import statically, gzip-compressed; lazy chunks listed apart. Highcharts must not be in the
// first load.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BenchRow } from './report';

const DIST = 'dist';
const gz = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Files a JS file imports statically (import ... from "./x.js" / import "./x.js"). */
function staticImports(file: string): string[] {
  const text = readFileSync(path.join(DIST, file), 'utf8');
  const found = new Set<string>();
  for (const m of text.matchAll(/(?:^|[;\s}])import\s*(?:[\w${}*,\s]+from\s*)?["']\.?\/?([^"']+\.js)["']/g)) found.add(m[1].replace(/^\//, ''));
  return [...found];
}

export function bundleRows(): BenchRow[] {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const first = new Set<string>();
  // The entry scripts, plus the lazy chunks of the login screen, which a first visit loads too.
  const attr = (tag: string, name: string) => [...html.matchAll(new RegExp(`<${tag}[^>]+${name}="?\\/?([^" >]+)`, 'g'))].map((m) => m[1]);
  const queue = [...attr('script', 'src'), ...readdirSync(DIST).filter((f) => /^LoginPage\..*\.js$/.test(f))];
  while (queue.length) {
    const f = queue.shift()!;
    if (first.has(f)) continue;
    first.add(f);
    queue.push(...staticImports(f));
  }
  const css = [...attr('link', 'href').filter((f) => f.endsWith('.css')), ...readdirSync(DIST).filter((f) => /^LoginPage\..*\.css$/.test(f))];
  const all = readdirSync(DIST).filter((f) => statSync(path.join(DIST, f)).isFile());
  const js = all.filter((f) => f.endsWith('.js'));
  const firstJs = [...first].reduce((s, f) => s + gz(f), 0);
  const firstCss = css.reduce((s, f) => s + gz(f), 0);
  const highchartsFirst = [...first].some(
    (f) =>
      /Highcharts|highcharts/.test(readFileSync(path.join(DIST, f), 'utf8').slice(0, 2_000_000)) &&
      /SVGRenderer/.test(readFileSync(path.join(DIST, f), 'utf8')),
  );
  const perChunk = js.map((f) => ({ file: f, gzip: gz(f), first: first.has(f) })).sort((a, b) => b.gzip - a.gzip);
  console.log('chunks (gzip):');
  for (const c of perChunk) console.log(`  ${c.first ? 'first' : 'lazy '}  ${kb(c.gzip).padStart(9)}  ${c.file}`);
  for (const f of css) console.log(`  css    ${kb(gz(f)).padStart(9)}  ${f}`);
  // Only CSS @import and url() make the browser fetch; URLs inside JS are error-message links.
  // (The browser test records every request and proves none leaves the server.)
  const remote = css.filter((f) => /@import\s+url\(\s*["']?https?:|url\(\s*["']?(https?:)?\/\//.test(readFileSync(path.join(DIST, f), 'utf8')));
  return [
    {
      flow: 'console first load',
      work: `login page JS (${first.size} files)`,
      figure: kb(firstJs),
      budget: '≤ 230 KB gzip',
      pass: firstJs <= 230 * 1024,
      data: { bytes: firstJs, files: [...first] },
    },
    {
      flow: 'console first load',
      work: `login page CSS (${css.length} files)`,
      figure: kb(firstCss),
      budget: '≤ 110 KB gzip',
      pass: firstCss <= 110 * 1024,
      data: { bytes: firstCss },
    },
    {
      flow: 'console first load',
      work: 'Highcharts outside the first load',
      figure: highchartsFirst ? 'in first load' : 'lazy',
      budget: 'lazy',
      pass: !highchartsFirst,
    },
    {
      flow: 'console first load',
      work: `lazy chunks`,
      figure: `${perChunk.filter((c) => !c.first).length} chunks`,
      budget: 'each screen lazy',
      pass: perChunk.some((c) => !c.first),
    },
    {
      flow: 'console first load',
      work: 'remote @import / url() in first-load CSS',
      figure: remote.length ? remote.join(', ') : 'none',
      budget: 'none',
      pass: remote.length === 0,
    },
  ];
}

// Whether the server now serves another build than the one this page runs: index.html is never
// kept by the browser (the server answers it `no-cache`), so fetching it shows the current
// build, whose entry scripts carry other content-hashed names than the page's own. A chunk
// that fails to load after an upgrade (its old name is gone: 404) is told apart this way from
// a network failure, and the user is asked to reload rather than to retry.

/** the paths of the module scripts an HTML text names */
export function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\ssrc=["']?([^"' >]+)/gi)].map((m) => new URL(m[1], window.location.href).pathname).sort();
}

/** the page's own entry scripts, as its index.html named them */
const pageScripts = (): string[] =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.src, window.location.href).pathname).sort();

/** true when the served index.html names other scripts than this page's; false when it cannot tell */
export async function newVersionDeployed(indexUrl = '/'): Promise<boolean> {
  try {
    const res = await fetch(indexUrl, { cache: 'no-cache', credentials: 'same-origin', headers: { accept: 'text/html' } });
    if (!res.ok) return false;
    const served = scriptsOf(await res.text());
    const own = pageScripts();
    return served.length > 0 && own.length > 0 && served.join('\n') !== own.join('\n');
  } catch {
    return false;
  }
}

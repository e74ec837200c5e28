// The query string is built here rather than by axios so that the path the request signs is,
// byte for byte, the path the server receives (axios and the browser would each re-encode).

/** encodeURIComponent plus the five characters it leaves alone but a URL parser may encode. */
export const encodeStrict = (text: string): string => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function valueText(value: unknown): string {
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `a=1&b=x%20y`; undefined and null values are left out, arrays repeat the key. */
export function encodeQuery(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null) continue;
      parts.push(`${encodeStrict(name)}=${encodeStrict(valueText(v))}`);
    }
  }
  return parts.join('&');
}

/** The url with the query appended (after any query it already has). */
export function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  const query = encodeQuery(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** The path part of a baseURL: '' for an origin, '/prefix' for a path or a URL with one. */
export function basePathOf(baseURL: string | undefined): string {
  if (!baseURL) return '';
  const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(baseURL) ? baseURL.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') : baseURL;
  return path.replace(/\/+$/, '');
}

/** The path with its query, without the query, for comparing against UNSIGNED_PATHS. */
export const pathOnly = (url: string): string => url.split('?')[0];

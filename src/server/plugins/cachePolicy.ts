// How long a browser may keep a served file. Parcel names every bundle after its content
// (Foo.1a2b3c4d.js): a new build gives new names, so such a file never changes and is kept a
// year without asking again. Everything else (index.html, which names the current bundles,
// config.json, the runtime folder's images and the demo parent page) is revalidated on every
// use (`no-cache` with its ETag / Last-Modified, answered 304 when unchanged), so an upgrade is
// seen at the next load. /favicon.ico (static/, which browsers ask for on their own) is kept a day.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** a content hash of 8 hex digits before the extension; a .br / .gz copy is its file's name plus that */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.(br|gz))?$/;

export const ICON = 'public, max-age=86400';

/** the runtime folder's favicon, at the root of its folder (static/favicon.ico) */
const FAVICON = /(^|[\\/])favicon\.ico$/;

export const cacheControlFor = (filePath: string): string => (HASHED.test(filePath) ? IMMUTABLE : FAVICON.test(filePath) ? ICON : REVALIDATE);

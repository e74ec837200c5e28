// Pure rules of the newer field kinds, run by the console's form and by the server alike: real
// dates and times, #rrggbb colours, the static part of the url rule (scheme, credentials,
// private or loopback literals and local names), and named text checks (taxpayer number).
// Each answers null or the i18n key of the reason.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

function realDay(y: number, m: number, d: number): boolean {
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** 'YYYY-MM-DD' naming a day that exists (no 2023-02-29). */
export function isRealDate(text: string): boolean {
  const m = DATE.exec(text);
  return !!m && realDay(+m[1], +m[2], +m[3]);
}

/** 'YYYY-MM-DD HH:mm:ss' naming a day that exists and a time of day (00:00:00–23:59:59). */
export function isRealDateTime(text: string): boolean {
  const m = DATETIME.exec(text);
  return !!m && realDay(+m[1], +m[2], +m[3]) && +m[4] < 24 && +m[5] < 60 && +m[6] < 60;
}

export const isColor = (text: string): boolean => /^#[0-9a-fA-F]{6}$/.test(text);

// ---- addresses ----

function ipv4Octets(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const o = m.slice(1).map(Number);
  return o.every((x) => x <= 255) ? o : null;
}

/** Loopback, private, shared (CGNAT), link-local, multicast, reserved, "this network", broadcast. */
function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19))
  );
}

/** The eight 16-bit groups of an IPv6 text (with :: and a dotted tail), or null. */
export function ipv6Groups(text: string): number[] | null {
  let s = text.toLowerCase();
  const zone = s.indexOf('%');
  if (zone !== -1) s = s.slice(0, zone);
  if (!/^[0-9a-f:.]+$/.test(s)) return null;
  const tail: number[] = [];
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(s);
  if (dotted) {
    const o = ipv4Octets(dotted[1]);
    if (!o) return null;
    tail.push((o[0] << 8) | o[1], (o[2] << 8) | o[3]);
    s = s.slice(0, -dotted[1].length);
    if (s.endsWith(':') && !s.endsWith('::')) s = s.slice(0, -1);
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  if ([...head, ...rest].some(Number.isNaN)) return null;
  const known = head.length + rest.length + tail.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  return [...head, ...new Array(8 - known).fill(0), ...rest, ...tail];
}

function privateIpv6(g: number[]): boolean {
  const first = g[0];
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0 || g[5] === 0xffff)) {
    // ::, ::1, IPv4-compatible and IPv4-mapped addresses: judged by their IPv4 part when mapped
    if (g[5] === 0xffff) return privateIpv4([g[6] >> 8, g[6] & 255, g[7] >> 8, g[7] & 255]);
    return true;
  }
  if (first === 0x64 && g[1] === 0xff9b) return privateIpv4([g[6] >> 8, g[6] & 255, g[7] >> 8, g[7] & 255]);
  return (
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xfe00) === 0xfc00 || // unique-local fc00::/7
    (first & 0xff00) === 0xff00 || // multicast
    (first & 0xffc0) === 0xfec0 || // site-local (deprecated)
    (first === 0x2001 && g[1] === 0x0db8) // documentation
  );
}

/** Whether an address (IPv4 dotted or IPv6 text, brackets allowed) is one a public link may not name. */
export function isPrivateAddress(address: string): boolean {
  const a = address.replace(/^\[|\]$/g, '');
  const v4 = ipv4Octets(a);
  if (v4) return privateIpv4(v4);
  const v6 = ipv6Groups(a);
  return v6 ? privateIpv6(v6) : false;
}

/** Whether the text is an IP literal at all (IPv4 dotted or IPv6, brackets allowed). */
export const isIpLiteral = (host: string): boolean => {
  const a = host.replace(/^\[|\]$/g, '');
  return ipv4Octets(a) !== null || (a.includes(':') && ipv6Groups(a) !== null);
};

/**
 * The address rule without any look-up: http or https, no user name or password, a host that
 * is a public name or a public address literal. Names that resolve to private addresses are
 * found by the checkURL call (the server resolves, never fetches).
 */
export function urlProblem(text: string): string | null {
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    return 'fieldRule.url.invalid';
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return 'fieldRule.url.scheme';
  if (u.username !== '' || u.password !== '') return 'fieldRule.url.credentials';
  const host = u.hostname.toLowerCase().replace(/\.$/, '');
  if (host === '') return 'fieldRule.url.invalid';
  if (isIpLiteral(host)) return isPrivateAddress(host) ? 'fieldRule.url.privateHost' : null;
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || !host.includes('.')) {
    return 'fieldRule.url.privateHost';
  }
  return null;
}

// ---- named checks ----

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters of a unified social credit code (GB 32100-2015). */
export function usccCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const v = USCC_CHARS.indexOf(first17[i]);
    if (v < 0) return null;
    sum += v * USCC_WEIGHTS[i];
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31];
}

/**
 * A taxpayer number: the 18-character unified social credit code with its check character
 * (GB 32100-2015: registering office, organisation kind, region code, then characters from
 * 0-9 and A-Y without I, O, S, V, Z), or a legacy 15- or 20-character taxpayer id of digits and
 * capital letters. Compared upper-case.
 */
export function isTaxpayerNumber(text: string): boolean {
  const s = text.toUpperCase();
  if (s.length === 18) {
    if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(s)) return false;
    return usccCheckChar(s.slice(0, 17)) === s[17];
  }
  return (s.length === 15 || s.length === 20) && /^[0-9A-Z]+$/.test(s) && /\d{6}/.test(s.slice(0, 6));
}

/** Named checks a text field may ask for (FieldDef.check): the text → ok. */
export const FIELD_CHECKS: Record<NonNullable<import('./types').FieldDef['check']>, { test: (text: string) => boolean; message: string }> = {
  taxpayerNumber: { test: isTaxpayerNumber, message: 'fieldRule.taxpayerNumber' },
};

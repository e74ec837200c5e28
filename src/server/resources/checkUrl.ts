// The url check of baseService/checkURL (routes/resources/checkUrl.ts): the url rule (http/https,
// no credentials, no private or loopback literal or local name) and, for a name, every address it
// resolves to must be public. The server resolves the name; it never fetches the address.
import { lookup } from 'node:dns/promises';
import { isIpLiteral, isPrivateAddress, urlProblem } from '../../shared/resources/fieldRules';

const RESOLVE_TIMEOUT_MS = 3000;

async function resolveAll(host: string): Promise<string[] | null> {
  const timeout = new Promise<null>((done) => setTimeout(() => done(null), RESOLVE_TIMEOUT_MS).unref());
  const found = lookup(host, { all: true, verbatim: true })
    .then((list) => list.map((a) => a.address))
    .catch(() => null);
  return Promise.race([found, timeout]);
}

/** The reason key when the address may not be used, else null, with the addresses its host has. */
export async function checkUrl(url: string): Promise<{ reason: string | null; addresses: string[] }> {
  const text = url.trim();
  const reason = urlProblem(text);
  if (reason) return { reason, addresses: [] };
  const host = new URL(text).hostname.replace(/^\[|\]$/g, '');
  if (isIpLiteral(host)) return { reason: null, addresses: [host] };
  const addresses = await resolveAll(host);
  if (!addresses || addresses.length === 0) return { reason: 'fieldRule.url.unresolved', addresses: [] };
  return { reason: addresses.some(isPrivateAddress) ? 'fieldRule.url.privateHost' : null, addresses };
}

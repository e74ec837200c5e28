// The bottom links' check of the page before login (platformPrepareLoginButtomConfig/checkLinks,
// routes/documents/preLogin.ts): every link by the url check of resources/checkUrl.ts (http or
// https, no user name or password, no private, loopback or reserved address literal or local
// name, and a name must resolve to public addresses only). The server resolves names; it never
// requests a link. The links are the ones sent, else the newest version's.
import type { BottomLink } from '../../shared/documents/preLoginBottom/definition';
import { checkUrl } from '../resources/checkUrl';
import { DocumentTarget, readState } from './store';
import type { Db } from '../db/schema';

/** A link to check: its address and, when known, its text. */
export interface LinkToCheck {
  text?: string;
  url: string;
}

/** One link's answer: usable, or the reason key (fieldRule.url.*) it is not. */
export interface LinkCheck {
  text: string;
  url: string;
  ok: boolean;
  reason: string | null;
}

/** The links of the newest version (a draft when one is pending, else the published or the defaults). */
export async function newestLinks(db: Db, target: DocumentTarget): Promise<LinkToCheck[]> {
  const { state } = await readState(db, target);
  const links = Array.isArray(state.content.links) ? (state.content.links as Partial<BottomLink>[]) : [];
  return links.map((l) => ({ text: typeof l.text === 'string' ? l.text : '', url: typeof l.url === 'string' ? l.url : '' }));
}

/** Every link checked at once (each name's look-up is bounded by checkUrl's time-out). */
export const checkLinks = (links: LinkToCheck[]): Promise<LinkCheck[]> =>
  Promise.all(
    links.map(async ({ text, url }) => {
      const { reason } = await checkUrl(url);
      return { text: (text ?? '').trim(), url: url.trim(), ok: reason === null, reason };
    }),
  );

// The four documents the page before login is made of, and what PreLoginView shows of them: the
// real page (src/client/landing) reads their published versions, the console's side-by-side
// preview (face preLoginLanding) sends the drafts of the page and its bottom with the published
// appearance and notice. Either way this one mapping decides what shows.
import type { LandingDocument } from '../../../../shared/documents/preLoginPage/landing';
import { appearanceOf, noticeToShow } from '../../published';
import type { PreLoginViewProps } from './PreLoginView';

/** Each document's content, or null when it could not be read. */
export type LandingContents = Record<LandingDocument, Record<string, unknown> | null>;

const objectOr = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** The contents from an object keyed by document (a preview draft's content). */
export const landingContentsOf = (content: Record<string, unknown>): LandingContents => ({
  preLoginPage: objectOr(content.preLoginPage),
  preLoginBottom: objectOr(content.preLoginBottom),
  appearance: objectOr(content.appearance),
  loginPrompt: objectOr(content.loginPrompt),
});

/** What the page shows, `today` ('YYYY-MM-DD') deciding whether the notice is within its dates. */
export function landingViewOf(contents: LandingContents, today: string): Omit<PreLoginViewProps, 'locale' | 'live'> {
  return {
    page: contents.preLoginPage,
    bottom: contents.preLoginBottom,
    appearance: appearanceOf(contents.appearance),
    notice: noticeToShow(contents.loginPrompt, today),
  };
}

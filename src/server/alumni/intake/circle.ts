// The alumni circle's published settings (document alumniMoments, /AlumniOpen) as the intake obeys
// them, per tenant, read through the published-content cache (../../documents/published.ts: one
// indexed version check a batch; the definition's defaults before any publish):
// - `open` off: posts, forwards and comments are refused, each item CLOSED, nothing written.
//   Likes and reports are still taken: a like asks nothing of anyone, and a report on what is
//   already in the circle must always reach the moderators.
// - `posterGroups`: a post or forward by an author in none of the groups (posterGroups.ts) is
//   NOT_ALLOWED, unwritten; comments are open to every known author, as before.
// - `reviewBeforeShow`: a post or forward the word check would show (SHOWN or MASKED) is written
//   HELD, waiting on the moderation list (/dynamicManage, /pubilcDynamic) for an administrator to
//   release (show) or block it; blocked stays blocked. Comments are shown as their words say.
// - `maxImagesPerPost`: a post with more images is TOO_MANY_IMAGES, unwritten.
// These hold for both channels the intake takes (the alumni circle's own posts and public-account
// posts): the apps post both through the alumni calls.
import { alumniMoments, IMAGES_MAX } from '../../../shared/documents/alumniMoments/definition';
import { POST_STATUS } from '../../../shared/alumni/posts';
import type { Db } from '../../db/schema';
import { publishedContent } from '../../documents/published';
import type { Author } from './authors';
import type { PosterGroup } from './posterGroups';
import type { CheckedText } from './verdicts';

export interface CircleSettings {
  open: boolean;
  posterGroups: readonly PosterGroup[];
  reviewBeforeShow: boolean;
  maxImagesPerPost: number;
}

const flag = (v: unknown, otherwise: boolean) => (typeof v === 'boolean' ? v : otherwise);

/** The tenant's published settings (the definition's defaults before any publish). */
export async function circleSettings(db: Db, tenantId: string): Promise<CircleSettings> {
  const c = await publishedContent(db, alumniMoments, tenantId);
  const d = alumniMoments.defaults;
  const max = c.maxImagesPerPost;
  return {
    open: flag(c.open, d.open as boolean),
    posterGroups: Array.isArray(c.posterGroups) ? (c.posterGroups.filter((g) => typeof g === 'string') as PosterGroup[]) : [],
    reviewBeforeShow: flag(c.reviewBeforeShow, d.reviewBeforeShow as boolean),
    maxImagesPerPost: typeof max === 'number' && Number.isInteger(max) && max >= 0 ? max : IMAGES_MAX,
  };
}

/** whether the author is in a group that may post */
export const mayPost = (settings: CircleSettings, author: Author): boolean => author.groups.some((g) => settings.posterGroups.includes(g));

/** The check's result as the circle writes it: held for review when the settings ask for it. */
export function underReview(settings: CircleSettings, checked: CheckedText): CheckedText {
  if (!settings.reviewBeforeShow || checked.status !== POST_STATUS.SHOWN) return checked;
  return { ...checked, status: POST_STATUS.HELD, outcome: 'HELD' };
}

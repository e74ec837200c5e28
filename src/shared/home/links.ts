// Which console screen deals with a job or an item of the home page's attention list: a people
// import or export opens that identity's list (the import wizard's history and the export are
// there), an organisation import the organisation screen, photo jobs the user photo screen.
import { IDENTITIES, Identity } from '../domain/people';
import type { PostChannel } from '../alumni/posts';
import { SHELF_STATUS } from '../services/catalogue';
import type { AttentionKey } from './api';

export const PEOPLE_ROUTE: Record<Identity, string> = {
  NEW_STUDENT: '/newStudentManage',
  STUDENT: '/studentManage',
  GRADUATE_STUDENT: '/graduateStudentManage',
  TEACHER: '/teacherManage',
  OTHER: '/otherUserManage',
};
export const ORGANIZATION_ROUTE = '/organization';
export const PHOTOS_ROUTE = '/userImgManage';
export const SERVICES_ROUTE = '/serviceList';

const isIdentity = (x: unknown): x is Identity => typeof x === 'string' && (IDENTITIES as readonly string[]).includes(x);

/** The screen of an import's target (an identity or ORG_<type>), or of an export's identity. */
export function jobTargetRoute(target: string | null | undefined): string {
  if (isIdentity(target)) return PEOPLE_ROUTE[target];
  if (typeof target === 'string' && target.startsWith('ORG_')) return ORGANIZATION_ROUTE;
  return PEOPLE_ROUTE.STUDENT;
}

/** The alumni circle's and the public account's moderation screens (posts, reports). */
export const MODERATION_ROUTE: Record<PostChannel, { posts: string; reports: string }> = {
  ALUMNI: { posts: '/dynamicManage', reports: '/ReportingManagement' },
  PUBLIC: { posts: '/pubilcDynamic', reports: '/publicReport' },
};

const channelOf = (latest: string | null): PostChannel => (latest === 'PUBLIC' ? 'PUBLIC' : 'ALUMNI');

/**
 * The screen of an attention item, filtered to what needs attention where its list can be;
 * `latest` is the target of its newest job, or the channel of its newest post or report.
 */
export function attentionLink(key: AttentionKey, latest: string | null): string {
  if (key === 'servicesOffShelf') return `${SERVICES_ROUTE}?shelfStatus=${SHELF_STATUS.takenOff}`;
  if (key === 'postsHeld') return `${MODERATION_ROUTE[channelOf(latest)].posts}?status=HELD`;
  if (key === 'reportsOpen') return MODERATION_ROUTE[channelOf(latest)].reports;
  if (key.startsWith('photo')) return PHOTOS_ROUTE;
  return jobTargetRoute(latest);
}

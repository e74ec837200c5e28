// The alumni circle's settings (document alumniMoments, /AlumniOpen) as the browser tests arrange
// them from the test process, through the console's signed document calls; and a signed post
// of the apps' alumni call with the demo tenant's app key.
import { ALUMNI_APP_PATHS, AlumniBatchAnswer } from '../../src/shared/alumni/posts';
import { appCallHeaders } from '../../src/shared/appCalls/sign';
import { documentPath, DocumentState } from '../../src/shared/documents';
import { uuidV4 } from '../../src/shared/protocol';
import { DEMO_APP_KEYS } from '../../src/server/db/seed/appKeys';
import { POSTER_GROUPS } from '../../src/server/alumni/intake/posterGroups';
import { ApiSession, signedPost } from './api';
import { DEMO } from './harness';

const KEY = 'alumniMoments';

/** open to every group, shown without review: each post shows as its words say */
export const OPEN_TO_ALL = { open: true, posterGroups: [...POSTER_GROUPS], reviewBeforeShow: false };

/** The document's newest state (the console's detail call). */
export async function circleState(baseUrl: string, api: ApiSession): Promise<DocumentState> {
  const d = await signedPost<DocumentState>(baseUrl, api, documentPath(KEY, 'detail'), {});
  expect(d.status).toBe(1000);
  return d.result;
}

/** Saves and publishes the settings changed by `content`. */
export async function publishCircleSettings(baseUrl: string, api: ApiSession, content: Record<string, unknown>): Promise<DocumentState> {
  const current = await circleState(baseUrl, api);
  const saved = await signedPost<DocumentState>(baseUrl, api, documentPath(KEY, 'save'), { baseVersion: current.version, content, publish: true });
  expect(saved.status).toBe(1000);
  return saved.result;
}

/** Posts through the apps' signed alumni call, as the demo tenant's app. */
export async function appPosts(baseUrl: string, posts: Record<string, unknown>[]): Promise<AlumniBatchAnswer> {
  const at = new Date(Date.now() - 5_000).toISOString();
  const body = JSON.stringify({ batchId: uuidV4(), posts: posts.map((p) => ({ at, ...p })) });
  const res = await fetch(`${baseUrl}${ALUMNI_APP_PATHS.posts}`, {
    method: 'POST',
    headers: appCallHeaders(DEMO_APP_KEYS[DEMO.tenant], { path: ALUMNI_APP_PATHS.posts, body }),
    body,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as AlumniBatchAnswer;
}

// The score mechanism and the photo settings as documents with their own screens: what the screens'
// documented calls save is a published version with its history; a draft saved through the generic
// calls changes nothing the scores, the photo screen or the apps see until it is published; the
// generic save refuses weights not adding up to 100 as the documented update does; the documented
// update publishes the whole mechanism over a pending draft.
import { SCORE_PATHS, ScoreMechanism, WEIGHT_TOTAL } from '../../../src/shared/services/score';
import { DEFAULT_PHOTO_CONFIG, PhotoConfig } from '../../../src/shared/photos/api';
import { buildTestApp, call, consoleGet, Session, signIn, TENANT_B, TestApp } from '../helpers';
import { photoConfig, savePhotoConfig } from '../photos/calls';
import { detail, docCall, history, publicRead, save } from './documentCalls';

let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await buildTestApp();
  s = await signIn(t.app, TENANT_B);
});
afterAll(() => t.close());

const mechanism = async () => (await call<ScoreMechanism>(t.app, s, { method: 'GET', url: consoleGet(SCORE_PATHS.mechanismDetail) })).result;
const updateMechanism = (body: ScoreMechanism) => call<ScoreMechanism>(t.app, s, { url: SCORE_PATHS.mechanismUpdate, body });

describe('the score mechanism', () => {
  const tuned = { ratingWeight: 40, visitWeight: 40, favouriteWeight: 20, minRatings: 5, visitWindowDays: 14 };

  it("keeps the screen's save as a published version in its history", async () => {
    const before = (await detail(t.app, s, 'scoreMechanism')).result.version;
    expect((await updateMechanism(tuned)).result).toEqual(tuned);
    const state = (await detail(t.app, s, 'scoreMechanism')).result;
    expect(state).toMatchObject({ version: before + 1, publishedVersion: before + 1, hasDraft: false, content: tuned });
    const versions = (await history(t.app, s, 'scoreMechanism')).result.data;
    expect(versions[0]).toMatchObject({ version: before + 1, state: 'published' });
    expect((await publicRead(t.app, TENANT_B, 'scoreMechanism')).doc?.content).toEqual(tuned);
  });

  it('refuses through the generic save weights not adding up to 100, naming the first weight', async () => {
    const { version } = (await detail(t.app, s, 'scoreMechanism')).result;
    const r = await save(t.app, s, 'scoreMechanism', version, { ...tuned, ratingWeight: 50 });
    expect(r.envelope.status).toBe(9009);
    expect(r.result).toEqual([expect.objectContaining({ field: 'ratingWeight', reason: `评分、访问量、收藏三项权重之和须为 ${WEIGHT_TOTAL}，当前为 110` })]);
  });

  it('scores by the published version: a draft waits for its publish', async () => {
    const { version } = (await detail(t.app, s, 'scoreMechanism')).result;
    const draft = { ...tuned, minRatings: 0 };
    expect((await save(t.app, s, 'scoreMechanism', version, draft)).result).toMatchObject({ hasDraft: true });
    expect(await mechanism()).toEqual(tuned);
    expect((await docCall(t.app, s, 'scoreMechanism', 'publish', { baseVersion: version + 1 })).envelope.status).toBe(1000);
    expect(await mechanism()).toEqual(draft);
  });

  it("publishes the screen's whole mechanism over a pending draft", async () => {
    const { version } = (await detail(t.app, s, 'scoreMechanism')).result;
    await save(t.app, s, 'scoreMechanism', version, { ...tuned, visitWindowDays: 90 });
    expect((await updateMechanism(tuned)).envelope.status).toBe(1000);
    expect((await detail(t.app, s, 'scoreMechanism')).result).toMatchObject({ version: version + 2, hasDraft: false, content: tuned });
    expect(await mechanism()).toEqual(tuned);
  });
});

describe('the photo settings', () => {
  const strict: PhotoConfig = { maxSizeKb: 300, minWidth: 100, minHeight: 120, formats: ['jpeg'] };

  it("keeps the dialog's save as a published version; a draft waits for its publish", async () => {
    expect((await photoConfig(t.app, s)).result).toEqual(DEFAULT_PHOTO_CONFIG);
    expect((await savePhotoConfig(t.app, s, { ...strict })).result).toEqual(strict);
    const state = (await detail(t.app, s, 'photoConfig')).result;
    expect(state).toMatchObject({ hasDraft: false, content: strict });
    await save(t.app, s, 'photoConfig', state.version, { ...strict, formats: ['png'] });
    expect((await photoConfig(t.app, s)).result).toEqual(strict);
    expect((await publicRead(t.app, TENANT_B, 'photoConfig')).doc?.content).toEqual(strict);
    await docCall(t.app, s, 'photoConfig', 'publish', { baseVersion: state.version + 1 });
    expect((await photoConfig(t.app, s)).result).toEqual({ ...strict, formats: ['png'] });
  });
});

// A log exported in the browser after an import replays step by step to the same states and the
// same screens: the demo administrator imports a small xlsx of students through the wizard,
// presses Back (the log shows the navigation: route/changed, PUSH to the list and POP back),
// exports the action log with the header's button, and the replay viewer (?replay) loads the
// downloaded file. Every step's state equals the live store's state after that action; stepping
// with the slider monitor's keys and the action list shows each step; the import's progress
// dialog shows at the steps the live page showed it, with the same words, over the step's route;
// the viewer makes no request. The live states are read the way Redux DevTools reads them:
// through the extension's hook, window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__, which configureStore
// calls when it is there (an init script plays the extension and records the reducer's states,
// and notes each change of the progress dialog's title with the number of states so far).
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DEMO, RunningServer, savedDownload, screenshot, SignedInConsole, signedInConsole } from './harness';
import { rowOf, students, studentsXlsx, tempDir } from './files';

jest.setTimeout(180_000);

let c: SignedInConsole;
let server: RunningServer;
let page: Page;
const dir = tempDir();

interface Step {
  type: string;
  state: unknown;
}
interface TitleSeen {
  /** live states so far when the title changed (the page showed the state of the last one) */
  steps: number;
  text: string | null;
}
type Recorded = Window & { __liveSteps?: Step[]; __sanitiseState?: (state: unknown) => unknown; __progressTitles?: TitleSeen[] };
type Lifted = { liftedStore: { getState(): { computedStates: { state: unknown }[]; currentStateIndex: number } }; getState(): unknown };
type WithReplay = Window & { __CAMPUS_REPLAY__?: Lifted };

/** Plays the DevTools extension's compose hook: every state the console's reducer returns, with its
 *  action's type; and keeps the state sanitiser it is given (the action log's own: the log holds
 *  states as it gives them, pseudonyms for personal data). */
function recordReducerSteps() {
  (window as unknown as Record<string, unknown>).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (options: { stateSanitizer: (state: unknown) => unknown }) =>
    (...enhancers: ((next: unknown) => unknown)[]) =>
    (createStore: unknown) =>
    (reducer: (s: unknown, a: { type: string }) => unknown, preloaded: unknown) => {
      const steps: Step[] = [];
      (window as Recorded).__liveSteps = steps;
      (window as Recorded).__sanitiseState = options.stateSanitizer;
      const recording = (state: unknown, action: { type: string }) => {
        const next = reducer(state, action);
        steps.push({ type: action.type, state: next });
        return next;
      };
      const create = enhancers.reduceRight((next, enhancer) => enhancer(next), createStore) as (r: unknown, p: unknown) => unknown;
      return create(recording, preloaded);
    };
  const titles: TitleSeen[] = [];
  (window as Recorded).__progressTitles = titles;
  let last: string | null = null;
  new MutationObserver(() => {
    const text = document.querySelector('[data-testid="import-progress-title"]')?.textContent ?? null;
    if (text === last) return;
    last = text;
    titles.push({ steps: (window as Recorded).__liveSteps?.length ?? 0, text });
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

beforeAll(async () => {
  c = await signedInConsole({ initScript: recordReducerSteps, timeoutMs: 30_000 });
  ({ server, page } = c);
});
afterAll(async () => {
  await c?.close();
});

test('a log exported after an import replays in the ?replay viewer to the live states and screens, step by step', async () => {
  // a small import through the wizard (as import.test.ts does it)
  await page.click('.side-menu a[href="/studentManage"]');
  await page.waitForSelector('[data-testid^="people-row-"]');
  const file = await studentsXlsx(dir, '回放学生.xlsx', students(3, 'RPL26').map(rowOf));
  await page.click('[data-testid="people-import"]');
  await page.setInputFiles('#import-file', file);
  await page.waitForFunction(() => (document.querySelector('#import-header-row') as HTMLInputElement | null)?.value === '2');
  await page.click('[data-testid="import-rule-1"]');
  await page.click('[data-testid="import-basic-1"]');
  await page.click('[data-testid="import-next"]');
  await page.waitForSelector('[data-testid="import-map-studentNo"]');
  await page.click('[data-testid="import-next"]');
  await page.click('[data-testid="import-confirm"]');
  await page.waitForSelector('[data-testid="import-progress-title"]:has-text("导入成功")', { timeout: 60_000 });
  await page.click('[data-testid="import-progress-close"]');
  await page.waitForSelector('[data-testid="import-wizard"]', { state: 'detached' });
  const listPath = new URL(page.url()).pathname;
  await page.goBack();
  await page.waitForFunction((p) => window.location.pathname !== p, listPath);
  const backTo = new URL(page.url()).pathname;

  // the header's button downloads the log
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('.shell button:has-text("导出操作日志")')]);
  const text = readFileSync(await savedDownload(download), 'utf8');
  const log = JSON.parse(text) as {
    stagedActionIds: number[];
    actionsById: Record<string, { type: string; action: { type: string } }>;
    committedState: unknown;
  };
  const types = log.stagedActionIds.slice(1).map((id) => log.actionsById[id].action.type);
  expect(log.actionsById[String(log.stagedActionIds[0])].action.type).toBe('@@INIT');
  expect(types).toEqual(expect.arrayContaining(['importWizard/opened', 'importWizard/importFinished']));
  // the navigation is in the log: to the list (PUSH), and Back (POP) after the import
  type RoutePayload = { pathname: string; historyAction: string; previousPathname: string | null };
  const routes = log.stagedActionIds
    .map((id) => log.actionsById[id].action as { type: string; payload?: RoutePayload })
    .filter((a) => a.type === 'route/changed')
    .map((a) => a.payload!);
  expect(routes).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ pathname: listPath, historyAction: 'PUSH' }),
      expect.objectContaining({ pathname: backTo, historyAction: 'POP', previousPathname: listPath }),
    ]),
  );
  expect(types.indexOf('importWizard/importFinished')).toBeLessThan(types.lastIndexOf('route/changed'));
  // the password typed at sign-in is not in the log
  expect(text).not.toContain(DEMO.password);

  // the live states of the logged actions: the recorded steps whose types are the log's
  const liveTypes = await page.evaluate(() => ((window as Recorded).__liveSteps ?? []).map((s) => s.type));
  let start = -1;
  for (let k = 0; k + types.length <= liveTypes.length && start < 0; k += 1) if (types.every((t, i) => liveTypes[k + i] === t)) start = k;
  expect(start).toBeGreaterThan(0);
  const live = await page.evaluate(
    ([from, n]) => ((window as Recorded).__liveSteps ?? []).slice(from - 1, from + n).map((s) => (window as Recorded).__sanitiseState!(s.state)),
    [start, types.length],
  );
  expect(log.committedState).toEqual(live[0]);

  // the replay viewer, in a page of its own that makes no request
  const replayPage = await page.context().newPage();
  const requested: string[] = [];
  replayPage.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requested.push(request.url());
  });
  await replayPage.goto(`${server.url}/?replay`);
  await replayPage.waitForSelector('[data-testid="replay-viewer"][data-status="empty"]');
  await replayPage.setInputFiles('#replay-file', await savedDownload(download));
  await replayPage.waitForSelector('[data-testid="replay-viewer"][data-status="loaded"]');
  expect(await replayPage.textContent('[data-testid="replay-status"]')).toContain(`${types.length}`);
  // the last step's screen: the page Back went to, in the console's own shell
  await replayPage.waitForSelector(`[data-testid="replay-at-route"]:text-is("${backTo}")`);
  await replayPage.waitForSelector(`[data-testid="replay-screen"] .shell .side-menu a[href="${backTo}"][aria-current="page"]`);
  await screenshot(replayPage, 'replay-viewer-loaded');

  const replayed = await replayPage.evaluate(() => (window as WithReplay).__CAMPUS_REPLAY__!.liftedStore.getState().computedStates.map((c) => c.state));
  expect(replayed.length).toBe(types.length + 1);
  // the replayed route/changed set the state only: the replay page did not navigate
  expect(await replayPage.evaluate(() => window.location.pathname + window.location.search)).toBe('/?replay');
  expect((replayed[types.length] as { route: { location: { pathname: string } } }).route.location.pathname).toBe(backTo);
  replayed.forEach((state, i) =>
    expect({ step: i, type: types[i - 1] ?? '@@INIT', state }).toEqual({ step: i, type: types[i - 1] ?? '@@INIT', state: live[i] }),
  );

  // stepping back and forth with the slider monitor (ctrl+[ / ctrl+]) shows that step's state
  const current = () => replayPage.evaluate(() => (window as WithReplay).__CAMPUS_REPLAY__!.liftedStore.getState().currentStateIndex);
  const shown = () => replayPage.evaluate(() => (window as WithReplay).__CAMPUS_REPLAY__!.getState());
  expect(await current()).toBe(types.length);
  expect(await shown()).toEqual(live[types.length]);
  for (let i = 0; i < 3; i += 1) await replayPage.keyboard.press('Control+BracketLeft');
  await replayPage.waitForFunction((n) => (window as WithReplay).__CAMPUS_REPLAY__!.liftedStore.getState().currentStateIndex === n, types.length - 3);
  expect(await shown()).toEqual(live[types.length - 3]);
  await replayPage.keyboard.press('Control+BracketRight');
  await replayPage.waitForFunction((n) => (window as WithReplay).__CAMPUS_REPLAY__!.liftedStore.getState().currentStateIndex === n, types.length - 2);
  expect(await shown()).toEqual(live[types.length - 2]);
  await screenshot(replayPage, 'replay-viewer-stepped');

  // the progress dialog at the steps the live page showed it: each title the live page showed,
  // at the step whose state it showed (steps before the log began are not in it)
  const titles = (await page.evaluate(() => (window as Recorded).__progressTitles ?? [])).filter((seen) => seen.steps - start >= 1);
  const shownTitles = titles.filter((seen) => seen.text !== null);
  expect(shownTitles.map((seen) => seen.text)).toEqual(expect.arrayContaining([expect.stringContaining('导入成功')]));
  const routeAt = (i: number) => (live[i] as { route: { location: { pathname: string } } }).route.location.pathname;
  for (const seen of titles) {
    const step = seen.steps - start;
    await replayPage.click(`[data-testid="replay-actions"] [data-step="${step}"]`);
    await replayPage.waitForSelector(`[data-testid="replay-viewer"][data-step="${step}"]`);
    await replayPage.waitForSelector(`[data-testid="replay-at-route"]:text-is("${routeAt(step)}")`);
    if (seen.text === null) await replayPage.waitForSelector('[data-testid="import-progress-title"]', { state: 'detached' });
    else await replayPage.waitForSelector(`[data-testid="import-progress-title"]:text-is("${seen.text}")`);
  }
  // before the import, no dialog; ↑ and ↓ in the action list step back and forth to it again
  await replayPage.click('[data-testid="replay-actions"] [data-step="0"]');
  await replayPage.waitForSelector('[data-testid="import-progress-title"]', { state: 'detached' });
  const first = shownTitles[0].steps - start;
  await replayPage.click(`[data-testid="replay-actions"] [data-step="${first}"]`);
  await replayPage.keyboard.press('ArrowUp');
  await replayPage.waitForSelector(`[data-testid="replay-viewer"][data-step="${first - 1}"]`);
  await replayPage.keyboard.press('ArrowDown');
  await replayPage.waitForSelector(`[data-testid="replay-viewer"][data-step="${first}"]`);
  await replayPage.waitForSelector(`[data-testid="import-progress-title"]:text-is("${shownTitles[0].text}")`);
  await screenshot(replayPage, 'replay-viewer-progress');
  expect(requested).toEqual([]);
  // the screens' own dispatches were dropped: the replayed log is what was loaded
  expect(await replayPage.evaluate(() => (window as WithReplay).__CAMPUS_REPLAY__!.liftedStore.getState().computedStates.length)).toBe(types.length + 1);
});

test('the replay viewer refuses a file that is not a DevTools log, in the language chosen', async () => {
  const replayPage = await page.context().newPage();
  await replayPage.goto(`${server.url}/?replay`);
  const bad = `${dir}/not-a-log.json`;
  writeFileSync(bad, JSON.stringify({ format: 'campus-action-log', actions: [] }));
  await replayPage.setInputFiles('#replay-file', bad);
  await replayPage.waitForSelector('[data-testid="replay-viewer"][data-status="refused"]');
  expect(await replayPage.textContent('[data-testid="replay-status"]')).toContain('不是 Redux DevTools 格式的操作日志');
});

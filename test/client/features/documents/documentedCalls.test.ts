// The documents' documented calls as the console makes them (issue 31): the detail and save by the
// paths the definition names (the detail by GET with its fields as the query where documented),
// the generic calls where there is no documented counterpart; a definition's other calls made by
// name — a panel's read kept under its name, a write saved as a version of its own (only over a
// saved form) whose answer becomes the form's base; a field's options from a read call.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from '../../sagaClock';
import {
  documentCall,
  fetchDiff,
  fetchDocument,
  fetchHistory,
  publishDocument,
  restoreDocument,
  saveDocument,
  discardDocumentDraft,
} from '../../../../src/client/api/documents';
import type { Api, RequestOptions } from '../../../../src/client/api/types';
import documents, * as ev from '../../../../src/client/features/documents/documentsSlice';
import { documentsSaga } from '../../../../src/client/features/documents/documentsSaga';
import { slotOf } from '../../../../src/client/features/documents/documentState';
import { callOptions } from '../../../../src/client/features/documents/callOptions';
import { toastShown } from '../../../../src/client/features/ui/uiSlice';
import { documentByKey } from '../../../../src/shared/documents';
import { documentCallOf, documentPath, DocumentState } from '../../../../src/shared/documents/types';
import { addCatalogue } from '../../../../src/shared/i18n/registry';
import { DOCUMENT_LABELS } from '../../../../src/shared/documents';
import type { Envelope } from '../../../../src/shared/protocol/status';

for (const labels of DOCUMENT_LABELS) addCatalogue(labels);

type Sent = { method: string; url: string; data?: unknown; params?: unknown };

function recordingApi(answer: (sent: Sent) => Envelope | Error = () => ({ status: 1000, msg: '', result: null })) {
  const sent: Sent[] = [];
  const api: Api = {
    request: (async (o: RequestOptions) => {
      const s: Sent = { method: o.method, url: o.url, ...(o.data !== undefined && { data: o.data }), ...(o.params !== undefined && { params: o.params }) };
      sent.push(s);
      const value = answer(s);
      if (value instanceof Error) throw value;
      return value;
    }) as Api['request'],
    upload: jest.fn(),
    download: jest.fn(),
  };
  return { api, sent };
}

const B = '/api/blade-platform';
/** Each settings screen's documented detail and save (documents 000 and 002 §7). */
const SCREENS: Array<[key: string, detail: [string, string], save: string]> = [
  ['appPersonalLayout', ['POST', `${B}/platformappspersonalconfig/detail`], `${B}/platformappspersonalconfig/save`],
  ['appException', ['POST', `${B}/platformappsexceptionconfig/detail`], `${B}/platformappsexceptionconfig/save`],
  ['preLoginPage', ['GET', `${B}/platformPreLoginPageShoConfig/detail`], `${B}/platformPreLoginPageShoConfig/submit`],
  ['preLoginBottom', ['GET', `${B}/platformPrepareLoginButtomConfig/detail`], `${B}/platformPrepareLoginButtomConfig/submit`],
  ['alumniMoments', ['GET', `${B}/appconfiguration/getAlumniMomentsConfig`], `${B}/appconfiguration/saveAlumniMomentConfig`],
];

describe('the detail and save by the documented paths', () => {
  it.each(SCREENS)('%s: detail and save as documented, the rest generic', async (key, [method, detail], save) => {
    const { api, sent } = recordingApi();
    const ref = { key, identity: null };
    await fetchDocument(api, ref);
    await saveDocument(api, ref, { baseVersion: 2, content: { a: 1 }, publish: false });
    await publishDocument(api, ref, 3);
    await fetchHistory(api, ref, 1, 40);
    await fetchDiff(api, ref, 1, 2);
    await restoreDocument(api, ref, 1, 3);
    await discardDocumentDraft(api, ref, 3);
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      `${method} ${detail}`,
      `POST ${save}`,
      `POST ${documentPath(key, 'publish')}`,
      `POST ${documentPath(key, 'history')}`,
      `POST ${documentPath(key, 'diff')}`,
      `POST ${documentPath(key, 'restore')}`,
      `POST ${documentPath(key, 'discardDraft')}`,
    ]);
    expect(sent[1].data).toEqual({ baseVersion: 2, content: { a: 1 }, publish: false });
  });

  it('a GET detail carries the identity as a query parameter, a POST in its body', async () => {
    const { api, sent } = recordingApi();
    await fetchDocument(api, { key: 'preLoginPage', identity: 'TEACHER' });
    await fetchDocument(api, { key: 'appException', identity: 'TEACHER' });
    expect(sent[0]).toEqual({ method: 'GET', url: `${B}/platformPreLoginPageShoConfig/detail`, params: { identity: 'TEACHER' } });
    expect(sent[1]).toEqual({ method: 'POST', url: `${B}/platformappsexceptionconfig/detail`, data: { identity: 'TEACHER' } });
  });

  it('a document without documented calls keeps the generic ones; the definition is the one place that says which', async () => {
    const { api, sent } = recordingApi();
    await fetchDocument(api, { key: 'loginPrompt', identity: null });
    expect(sent[0]).toMatchObject({ method: 'POST', url: documentPath('loginPrompt', 'detail') });
    expect(documentCallOf({ key: 'x', documented: { detail: '/d', detailByGet: true, save: '/s' } }, 'detail')).toEqual({ method: 'GET', path: '/d' });
    expect(documentCallOf({ key: 'x', documented: { detail: '/d', detailByGet: true, save: '/s' } }, 'save')).toEqual({ method: 'POST', path: '/s' });
    expect(documentCallOf({ key: 'x', documented: { detail: '/d' } }, 'detail')).toEqual({ method: 'POST', path: '/d' });
    expect(documentCallOf({ key: 'x', documented: { detail: '/d' } }, 'save')).toEqual({ method: 'POST', path: documentPath('x', 'save') });
  });

  it("a definition's other calls by name, with their documented method; an unknown name calls nothing", async () => {
    const { api, sent } = recordingApi();
    await documentCall(api, { key: 'robotBasicInfo', identity: null }, 'sceneList');
    await documentCall(api, { key: 'robotBasicInfo', identity: null }, 'sceneSwitch', { code: 'career', enabled: true });
    await documentCall(api, { key: 'preLoginPage', identity: null }, 'accessWays');
    const unknown = await documentCall(api, { key: 'robotBasicInfo', identity: null }, 'nothing');
    expect(sent).toEqual([
      { method: 'GET', url: `${B}/questionScene/list`, params: {} },
      { method: 'POST', url: `${B}/questionScene/update`, data: { code: 'career', enabled: true } },
      { method: 'GET', url: `${B}/platformPreLoginPageShoConfig/getAccessWayList`, params: {} },
    ]);
    expect(unknown.status).toBe(9999);
  });
});

// ---- the panels' calls through the saga ----------------------------------------------------------

const reducer = combineReducers({ documents });
type State = ReturnType<typeof reducer>;
const robot = { key: 'robotBasicInfo', identity: null };
const SCENES = [
  { code: 'library', name: '图书馆', enabled: true },
  { code: 'career', name: '就业创业', enabled: false },
];
const robotState = (version: number, over: Partial<DocumentState> = {}): DocumentState => ({
  key: 'robotBasicInfo',
  identity: null,
  content: { robotName: '小智', avatar: null, greeting: '你好', scenes: SCENES },
  version,
  publishedVersion: version,
  hasDraft: false,
  ...over,
});
const shownRobot = (document = robotState(3)): State =>
  [ev.opened(robot), ev.loaded({ ...robot, document })].reduce<State>((s, a) => reducer(s, a), reducer(undefined, { type: '@@init' }));
const entryOf = (state: State, key = 'robotBasicInfo') => state.documents[slotOf(key, null)];
const ok = <T>(result: T): Envelope<T> => ({ status: 1000, msg: '', result });
const noHistory = ok({ data: [], total: 0 });

describe('a panel reads and writes through the definition', () => {
  it('reads the scene list by GET and keeps it under its name', async () => {
    const list = { data: SCENES, total: 2, version: 3, published: true };
    const { api, sent } = recordingApi((s) => (s.url.endsWith('/questionScene/list') ? ok(list) : noHistory));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, shownRobot())
      .provide({ getContext: () => api })
      .dispatch(ev.readRequested({ ...robot, call: 'sceneList' }))
      .silentRun(50);
    expect(sent.filter((s) => s.url.includes('questionScene'))).toEqual([{ method: 'GET', url: `${B}/questionScene/list`, params: {} }]);
    expect(entryOf(storeState).reads.sceneList).toMatchObject({ status: 'ready', result: list });
  });

  it('switches a scene: the answer becomes the base (published at once: "Published"), the history is read again', async () => {
    const v4 = robotState(4, { content: { ...robotState(3).content, scenes: [SCENES[0], { ...SCENES[1], enabled: true }] } });
    const { api, sent } = recordingApi((s) => (s.url.endsWith('/questionScene/update') ? ok(v4) : noHistory));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, shownRobot())
      .provide({ getContext: () => api })
      .put.like({ action: { type: toastShown.type, payload: { kind: 'success', key: 'documentsUi.published' } } })
      .dispatch(ev.callRequested({ ...robot, call: 'sceneSwitch', body: { code: 'career', enabled: true } }))
      .silentRun(50);
    expect(sent[0]).toEqual({ method: 'POST', url: `${B}/questionScene/update`, data: { code: 'career', enabled: true } });
    expect(sent.some((s) => s.url === documentPath('robotBasicInfo', 'history'))).toBe(true);
    expect(entryOf(storeState)).toMatchObject({ status: 'ready', dirty: false, base: { version: 4 } });
    expect(entryOf(storeState).values.scenes).toEqual(v4.content.scenes);
  });

  it('a change joining a pending draft says "Draft saved"', async () => {
    const v5 = robotState(5, { publishedVersion: 3, hasDraft: true });
    const { api } = recordingApi((s) => (s.url.endsWith('/questionScene/update') ? ok(v5) : noHistory));
    await expectSaga(documentsSaga)
      .withReducer(reducer, shownRobot(robotState(4, { publishedVersion: 3, hasDraft: true })))
      .provide({ getContext: () => api })
      .put.like({ action: { type: toastShown.type, payload: { kind: 'success', key: 'documentsUi.savedDraft' } } })
      .dispatch(ev.callRequested({ ...robot, call: 'sceneSwitch', body: { code: 'career', enabled: true } }))
      .silentRun(50);
  });

  it('no write over unsaved edits, and no write by a read call or an unknown name', async () => {
    const edited = reducer(shownRobot(), ev.fieldChanged({ ...robot, name: 'robotName', value: '小慧' }));
    const { api, sent } = recordingApi();
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, edited)
      .provide({ getContext: () => api })
      .dispatch(ev.callRequested({ ...robot, call: 'sceneSwitch', body: { code: 'career', enabled: true } }))
      .silentRun(30);
    expect(sent).toEqual([]);
    expect(entryOf(storeState)).toMatchObject({ status: 'ready', dirty: true, values: { robotName: '小慧' } });
    const saved = shownRobot();
    expect(entryOf(reducer(saved, ev.callRequested({ ...robot, call: 'sceneList', body: {} }))).status).toBe('ready');
    expect(entryOf(reducer(saved, ev.callRequested({ ...robot, call: 'nothing', body: {} }))).status).toBe('ready');
    expect(entryOf(reducer(saved, ev.readRequested({ ...robot, call: 'sceneSwitch' }))).reads).toEqual({});
  });

  it("a refused title change shows the server's reason and leaves the form as it was", async () => {
    const moments = { key: 'alumniMoments', identity: null };
    const base: DocumentState = {
      key: 'alumniMoments',
      identity: null,
      content: { titles: [{ name: '返校', enabled: true, order: 1 }] },
      version: 2,
      publishedVersion: 2,
      hasDraft: false,
    };
    const start = [ev.opened(moments), ev.loaded({ ...moments, document: base })].reduce<State>(
      (s, a) => reducer(s, a),
      reducer(undefined, { type: '@@init' }),
    );
    const { api, sent } = recordingApi((s) => (s.url.endsWith('/AlumniMomentTitle/add') ? { status: 1002, msg: '话题 返校 已存在', result: null } : noHistory));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, start)
      .provide({ getContext: () => api })
      .put.like({ action: { type: toastShown.type, payload: { kind: 'error' } } })
      .dispatch(ev.callRequested({ ...moments, call: 'titleAdd', body: { name: '返校' } }))
      .silentRun(50);
    expect(sent[0]).toEqual({ method: 'POST', url: `${B}/appconfiguration/AlumniMomentTitle/add`, data: { name: '返校' } });
    expect(entryOf(storeState, 'alumniMoments')).toMatchObject({ status: 'ready', base: { version: 2 }, problem: { status: 1002 } });
  });

  it("checks the bottom links it is given (the form's) and keeps each one's result", async () => {
    const bottom = { key: 'preLoginBottom', identity: null };
    const base: DocumentState = { key: 'preLoginBottom', identity: null, content: {}, version: 1, publishedVersion: 1, hasDraft: false };
    const start = [ev.opened(bottom), ev.loaded({ ...bottom, document: base })].reduce<State>((s, a) => reducer(s, a), reducer(undefined, { type: '@@init' }));
    const links = [{ text: '官网', url: 'https://www.example.edu.cn', order: 1, enabled: true }];
    const checked = { data: [{ text: '官网', url: links[0].url, ok: true, reason: null }], total: 1, bad: 0 };
    const { api, sent } = recordingApi((s) => (s.url.endsWith('/checkLinks') ? ok(checked) : noHistory));
    const { storeState } = await expectSaga(documentsSaga)
      .withReducer(reducer, start)
      .provide({ getContext: () => api })
      .dispatch(ev.readRequested({ ...bottom, call: 'checkLinks', body: { links } }))
      .silentRun(50);
    expect(sent).toEqual([{ method: 'POST', url: `${B}/platformPrepareLoginButtomConfig/checkLinks`, data: { links } }]);
    expect(entryOf(storeState, 'preLoginBottom').reads.checkLinks).toMatchObject({ status: 'ready', result: checked });
  });
});

describe("a field's options from a read call", () => {
  const def = documentByKey('preLoginPage')!;
  const read = (result: unknown) => ({ accessWays: { status: 'ready' as const, body: {}, result, problem: null } });

  it('the access ways answered become the options, by their catalogue label, else the name given', () => {
    const options = callOptions(
      def,
      'accessWays',
      read([
        { code: 'cas', name: '统一身份认证（CAS）' },
        { code: 'faceId', name: '刷脸登录' },
      ]),
    );
    expect(options).toEqual([
      { value: 'cas', label: { key: 'preLoginPage.way.cas' } },
      { value: 'faceId', label: { text: '刷脸登录' } },
    ]);
  });

  it('no answer yet, or another field: null (the field keeps its own options)', () => {
    expect(callOptions(def, 'accessWays', {})).toBeNull();
    expect(callOptions(def, 'sections', read([{ code: 'cas', name: 'x' }]))).toBeNull();
  });
});

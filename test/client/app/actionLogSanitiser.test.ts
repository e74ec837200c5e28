// The action log is safe to send by construction (logSanitiser.ts): a property test over random
// nested values (ID and mobile numbers, e-mail addresses and secrets at random depths, under
// random keys) finds none of them in the sanitised copy, nor in a log fed with them (actions, and
// the states it starts from as the oldest fold in); a recorded session with the real root
// reducer and real actions (the import wizard's upload with its preview rows, people list pages
// and a person's detail) replays from the sanitised log to the sanitised live state at every step.
import fc from 'fast-check';
import type { UnknownAction } from '@reduxjs/toolkit';
import '../../../src/client/app/allFeatures';
import { createActionLog } from '../../../src/client/app/actionLog';
import { loggedActions } from '../../../src/client/app/actionLogFile';
import { definedFeatures } from '../../../src/client/app/lazy/feature';
import { createLogSanitiser, ID_PATTERN, PHONE_PATTERN, PREVIEW_ROWS, REDACTED } from '../../../src/client/app/logSanitiser';
import { devToolsOptions, exportActionLog, makeStore, offlineApi, RootState } from '../../../src/client/app/store';
import { checkFieldsLoaded, opened, uploadStarted, uploadSucceeded } from '../../../src/client/features/importWizard/importWizardSlice';
import { detailOpened, detailLoaded, filterChanged, filtersSubmitted, listLoaded, screenOpened } from '../../../src/client/features/people/peopleSlice';
import { signInRequested } from '../../../src/client/features/session/sessionSlice';
import type { UploadResult } from '../../../src/shared/imports';
import { CHECK_FIELDS, FILE_REF } from '../features/importWizard/fixtures';
import { studentDetail, studentRow } from '../features/people/fixtures';

const matches = (text: string, pattern: RegExp): string[] => text.match(new RegExp(pattern.source, 'g')) ?? [];

// ---- random values with identifiers in them

const idNumber = fc.stringMatching(/^[1-9][0-9]{16}[0-9X]$/);
const phone = fc.stringMatching(/^1[3-9][0-9]{9}$/);
const email = fc.stringMatching(/^[a-z]{1,8}@[a-z]{1,6}\.(cn|com|edu\.cn)$/);
/** text around an identifier: never a digit, so the identifier stands alone */
const around = fc.stringMatching(/^[a-zA-Z 姓名电话：:,，()-]{0,6}$/);
const identifier = fc.oneof(idNumber, phone, email);
const withIdentifier = fc.tuple(around, identifier, around).map(([a, v, b]) => ({ text: `${a}${v}${b}`, found: [v] }));
const plainText = fc.stringMatching(/^[a-zA-Z 学院班级]{0,10}$/).map((text) => ({ text, found: [] as string[] }));
const key = fc.oneof(
  fc.stringMatching(/^[a-z][a-zA-Z]{0,8}$/),
  fc.constantFrom('idCard', 'idNumber', 'phone', 'mobile', 'email', 'examNumber', 'studentNumber', 'workNumber', 'name', 'rows', 'payload'),
);

interface Generated {
  value: unknown;
  /** the identifiers and secrets put in it */
  found: string[];
  secrets: string[];
}

const { tree } = fc.letrec<{ tree: Generated; leaf: Generated; node: Generated }>((tie) => ({
  leaf: fc.oneof(
    withIdentifier.map(({ text, found }) => ({ value: text, found, secrets: [] })),
    plainText.map(({ text }) => ({ value: text, found: [], secrets: [] })),
    fc.integer().map((n) => ({ value: n, found: [], secrets: [] })),
    fc.constantFrom(null, true, false).map((v) => ({ value: v, found: [], secrets: [] })),
    // a secret's key, its value a string only it holds
    fc.tuple(fc.constantFrom('token', 'password', 'signingKey', 'appSecret', 'refresh_token'), fc.stringMatching(/^[a-z]{6,12}$/)).map(([k, s]) => ({
      value: { [k]: `secret-${s}` },
      found: [],
      secrets: [`secret-${s}`],
    })),
  ),
  node: fc.oneof(
    fc
      .array(tie('tree'), { maxLength: 4 })
      .map((items) => ({ value: items.map((i) => i.value), found: items.flatMap((i) => i.found), secrets: items.flatMap((i) => i.secrets) })),
    fc.array(fc.tuple(key, tie('tree')), { maxLength: 4 }).map((pairs) => ({
      value: Object.fromEntries(pairs.map(([k, t]) => [k, t.value])),
      // a later pair under the same key replaces an earlier one
      found: [...new Map(pairs.map(([k, t]) => [k, t])).values()].flatMap((t) => t.found),
      secrets: [...new Map(pairs.map(([k, t]) => [k, t])).values()].flatMap((t) => t.secrets),
    })),
  ),
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), tie('node')),
}));

/** the tree wrapped under 0 to 40 more levels of random keys: far deeper than any fixed limit */
const deep = fc.tuple(tree, fc.array(key, { maxLength: 40 })).map(([t, path]) => ({ ...t, value: path.reduceRight<unknown>((v, k) => ({ [k]: v }), t.value) }));

describe('the log sanitiser', () => {
  it('leaves no ID number, mobile number, e-mail address or secret in what it gives, at any depth', () => {
    fc.assert(
      fc.property(fc.array(deep, { minLength: 1, maxLength: 6 }), (parts) => {
        const sanitiser = createLogSanitiser();
        const action = { type: 'random/action', payload: parts.map((p) => p.value) };
        const before = JSON.stringify(action);
        const text = JSON.stringify(sanitiser.sanitise(action));
        expect(JSON.stringify(action)).toBe(before); // the original is left as it was
        expect(matches(text, ID_PATTERN)).toEqual([]);
        expect(matches(text, PHONE_PATTERN)).toEqual([]);
        for (const v of parts.flatMap((p) => p.found)) expect(text).not.toContain(v);
        for (const s of parts.flatMap((p) => p.secrets)) expect(text).not.toContain(s);
      }),
      { numRuns: 300, seed: 34 },
    );
  });

  it('keeps none of them in a log: its actions, and the states it starts from as the oldest fold in', () => {
    fc.assert(
      fc.property(fc.array(deep, { minLength: 1, maxLength: 8 }), deep, (parts, start) => {
        // a small cap, so that states holding the actions' payloads become the committed state
        const log = createActionLog({ maxBytes: 3_000 });
        let state: Record<string, unknown> = { start: start.value, n: 0 };
        const reduce = (action: unknown) => {
          state = { ...state, n: (state.n as number) + 1, last: (action as { payload: unknown }).payload };
          return action;
        };
        const chain = log.middleware({ getState: () => state, dispatch: reduce as never })(reduce as never) as (a: unknown) => unknown;
        log.start(state);
        for (const p of parts) chain({ type: 'random/action', payload: p.value });
        const text = JSON.stringify(log.toFile());
        expect(matches(text, ID_PATTERN)).toEqual([]);
        expect(matches(text, PHONE_PATTERN)).toEqual([]);
        for (const v of [...parts, start].flatMap((p) => p.found)) expect(text).not.toContain(v);
        for (const v of [...parts, start].flatMap((p) => p.secrets)) expect(text).not.toContain(v);
      }),
      { numRuns: 150, seed: 3434 },
    );
  });

  it('gives the same value the same pseudonym within one log, and another log its own', () => {
    const sanitiser = createLogSanitiser();
    const a = sanitiser.sanitise({ idNumber: '11010520050315002X', note: '电话 13812348000', contact: { mobile: '13812348000' } });
    const b = sanitiser.sanitise({ rows: [{ id: 7, name: '张三', idNumber: '11010520050315002x', phone: '13912340000' }] });
    expect(a).toEqual({ idNumber: 'ID-0001', note: '电话 PHONE-0001', contact: { mobile: 'PHONE-0001' } });
    expect(b).toEqual({ rows: [{ id: 7, name: '姓名0001', idNumber: 'ID-0001', phone: 'PHONE-0002' }] });
    // a field change carries its field's kind: the draft it goes into has it under that key
    expect(sanitiser.sanitise({ name: 'idNumber', value: '110105' })).toEqual({ name: 'idNumber', value: 'ID-0002' });
    expect(sanitiser.sanitise({ filterDraft: { idNumber: '110105' } })).toEqual({ filterDraft: { idNumber: 'ID-0002' } });
    // what it gave comes back as it is
    expect(sanitiser.sanitise(b)).toEqual(b);
    // a name outside a person row is not a person's
    expect(sanitiser.sanitise({ unit: { id: 3, name: '软件工程' } })).toEqual({ unit: { id: 3, name: '软件工程' } });
  });

  it('redacts a secret ten, and two thousand, levels deep, and walks cycles once', () => {
    const sanitiser = createLogSanitiser();
    const nest = (depth: number): Record<string, unknown> => {
      let v: Record<string, unknown> = { token: 'deep-secret' };
      for (let i = 0; i < depth; i += 1) v = { level: v };
      return v;
    };
    expect(JSON.stringify(sanitiser.sanitise(nest(10)))).not.toContain('deep-secret');
    let out = sanitiser.sanitise(nest(2000)) as Record<string, unknown>;
    for (let i = 0; i < 2000; i += 1) out = out.level as Record<string, unknown>;
    expect(out).toEqual({ token: REDACTED });

    const cyclic: Record<string, unknown> = { phone: '13812348000' };
    cyclic.self = cyclic;
    const copy = sanitiser.sanitise(cyclic);
    expect(copy.phone).toBe('PHONE-0001');
    expect(copy.self).toBe(copy);
  });

  it('cuts data URLs, file bytes and previews, and pseudonymises a table by its header', () => {
    const sanitiser = createLogSanitiser();
    const rows = [
      ['2026 级学生名单'],
      ['学号', '姓名', '身份证号'],
      ...Array.from({ length: 20 }, (_, i) => [`S${i}`, `学生${i}`, `11010520050315${String(i).padStart(3, '0')}X`]),
    ];
    const out = sanitiser.sanitise({
      previewRows: rows,
      photo: `data:image/png;base64,${'A'.repeat(5000)}`,
      bytes: 'B'.repeat(5000),
      buffer: new Uint8Array(10),
    });
    expect(out.previewRows).toHaveLength(PREVIEW_ROWS);
    expect(out.previewRows.slice(0, 3)).toEqual([['2026 级学生名单'], ['学号', '姓名', '身份证号'], ['STU-0001', '姓名0001', 'ID-0001']]);
    expect(out.photo).toBe('data:image/png;cut,5022');
    expect(out.bytes).toBe('[5000 bytes cut]');
    expect(out.buffer).toBe('[10 bytes cut]');
  });

  it('cuts signed links (of a photo, of an export): their token is the whole authorisation of a GET', () => {
    const token = `${Buffer.from(JSON.stringify({ t: '000000', n: 'a1b2.jpg', h: 1, e: 1796018400 })).toString('base64url')}.O_M9pRmp4WDVCJb9yG67GhC2Oo43XlgRaawGZe5y-78`;
    const out = createLogSanitiser().sanitise({
      rows: [{ id: 7, thumbUrl: `/api/blade-platform/userImg/file/${token}`, url: `http://127.0.0.1:3000/api/blade-platform/userImg/file/${token}` }],
      msg: `下载地址 /api/export/file/${token} 五分钟内有效`,
      plain: 'eyJ is not a token',
    });
    expect(out.rows[0]).toEqual({ id: 7, thumbUrl: '', url: '' });
    expect(out.msg).toBe('下载地址 /api/export/file/[signed link cut] 五分钟内有效');
    expect(out.plain).toBe('eyJ is not a token');
    expect(JSON.stringify(out)).not.toContain(token.split('.')[1]);
  });
});

// ---- a recorded session

/** 28 students with their ID and mobile numbers, as the import's upload answers them */
const people = Array.from({ length: 28 }, (_, i) => ({
  no: `2026${String(i).padStart(4, '0')}`,
  name: `张${'伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红'[i]}`,
  id: `1101052005031${String(i).padStart(4, '0')}X`,
  phone: `138${String(12340000 + i)}`,
}));
const upload: UploadResult = {
  id: 'u1',
  fileName: 'students.xlsx',
  size: 40_960,
  kind: 'xlsx',
  target: 'STUDENT',
  headerRowSuggestion: 1,
  previewRows: [['学号', '姓名', '身份证号', '手机号'], ...people.map((p) => [p.no, p.name, p.id, p.phone])],
};
const listPage = (page: number) =>
  people
    .slice(page * 10, page * 10 + 10)
    .map((p, i) => ({ ...studentRow(page * 10 + i + 1, p.name), studentNo: p.no, identifier: p.no, account: p.no, idNumber: p.id, phone: p.phone }));

function recordSession() {
  const store = makeStore({ runSagas: false, api: offlineApi, features: definedFeatures(), preloadedState: { ui: { locale: 'zh-CN', toasts: [] } } });
  const live: unknown[] = [];
  const actions: UnknownAction[] = [
    signInRequested({ tenantId: '000000', account: 'admin', password: 'Campus@2026' }),
    opened({ target: 'STUDENT' }),
    uploadStarted({ file: FILE_REF }),
    uploadSucceeded({ upload }),
    checkFieldsLoaded({ entries: CHECK_FIELDS }),
    screenOpened({ identity: 'STUDENT' }),
    listLoaded({ identity: 'STUDENT', rows: listPage(0), total: people.length }),
    listLoaded({ identity: 'STUDENT', rows: listPage(1), total: people.length }),
    // the search the administrator typed: a part of an ID number, a student number, a name
    filterChanged({ identity: 'STUDENT', name: 'idNumber', value: '110105' }),
    filterChanged({ identity: 'STUDENT', name: 'identifier', value: people[3].no }),
    filterChanged({ identity: 'STUDENT', name: 'phone', value: people[3].phone }),
    filterChanged({ identity: 'STUDENT', name: 'name', value: '张' }),
    filtersSubmitted({ identity: 'STUDENT', filters: { idNumber: '110105', phone: people[3].phone, name: '张' } }),
    detailOpened({ identity: 'STUDENT', id: 12 }),
    detailLoaded({
      identity: 'STUDENT',
      person: { ...studentDetail(12, people[11].name), idNumber: people[11].id, phone: people[11].phone, email: 'zhang@school.edu.cn' },
    }),
    // an action no reducer reads, with a token ten levels down
    { type: 'test/deep', payload: { a: { b: { c: { d: { e: { f: { g: { h: { i: { token: 'ten-deep' } } } } } } } } } } },
  ];
  for (const action of actions) {
    store.dispatch(action);
    live.push(store.actionLog.sanitise(store.getState()));
  }
  return { store, live };
}

describe('a recorded session', () => {
  it('exports a log with no identifier in it, which replays to the sanitised live state at every step', () => {
    const { store, live } = recordSession();
    const json = exportActionLog(store);
    expect(matches(json, ID_PATTERN)).toEqual([]);
    expect(matches(json, PHONE_PATTERN)).toEqual([]);
    for (const p of people) {
      expect(json).not.toContain(p.id);
      expect(json).not.toContain(p.phone);
      expect(json).not.toContain(p.name);
      expect(json).not.toContain(p.no);
    }
    for (const secret of ['Campus@2026', 'ten-deep', 'zhang@school.edu.cn']) expect(json).not.toContain(secret);

    const file = JSON.parse(json);
    const actions = loggedActions(file);
    const upload = actions.find((a) => a.type === uploadSucceeded.type) as ReturnType<typeof uploadSucceeded>;
    expect(upload.payload.upload.previewRows).toHaveLength(PREVIEW_ROWS);
    // equality still reads: the person of the list is the person of the upload
    const page = actions.find((a) => a.type === listLoaded.type) as ReturnType<typeof listLoaded>;
    expect(page.payload.rows[0].idNumber).toBe(upload.payload.upload.previewRows[1][2]);
    expect(page.payload.rows[0].name).toBe(upload.payload.upload.previewRows[1][1]);

    // the replay: the committed state, then each action through the real reducers
    const replay = makeStore({ runSagas: false, api: offlineApi, features: definedFeatures(), preloadedState: file.committedState as Partial<RootState> });
    expect(actions).toHaveLength(live.length);
    actions.forEach((action, i) => {
      replay.dispatch(action);
      expect({ step: i + 1, type: action.type, state: replay.getState() }).toEqual({ step: i + 1, type: action.type, state: live[i] });
    });
    // the screens' state is there, under its pseudonyms
    expect(replay.getState()).toMatchObject({ people: { lists: { STUDENT: { detail: { status: 'ready', person: { email: 'user0001@example.invalid' } } } } } });
  });
});

describe('Redux DevTools', () => {
  it('receives what the log keeps: the same sanitiser, the same pseudonyms', () => {
    const store = makeStore({ runSagas: false, api: offlineApi, features: definedFeatures() });
    store.dispatch(screenOpened({ identity: 'STUDENT' }));
    store.dispatch(listLoaded({ identity: 'STUDENT', rows: listPage(0), total: people.length }));
    const options = devToolsOptions(store.actionLog);
    const inLog = loggedActions(store.actionLog.toFile()).find((a) => a.type === listLoaded.type) as ReturnType<typeof listLoaded>;
    expect(options.actionSanitizer(listLoaded({ identity: 'STUDENT', rows: listPage(0), total: people.length }))).toEqual(inLog);
    const state = JSON.stringify(options.stateSanitizer(store.getState()));
    expect(matches(state, ID_PATTERN)).toEqual([]);
    expect(state).toContain(`"idNumber":"${inLog.payload.rows[0].idNumber}"`);
  });
});

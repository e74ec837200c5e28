// The photo import's status machine through the real reducer: each event moves it only where it
// makes sense and is ignored elsewhere; closing resets everything.
import {
  closed,
  errorRuleChanged,
  fieldsFailed,
  fieldsLoaded,
  fileAccepted,
  fileRefused,
  formRejected,
  headerSelected,
  importFailed,
  importFinished,
  importStarted,
  mappingAccepted,
  mappingRejected,
  matchClicked,
  namingRuleChanged,
  opened,
  pairToggled,
  refused,
  repeatRuleChanged,
  startFailed,
  systemFieldSelected,
  titleRowChanged,
  unmatchClicked,
  uploadFailed,
  uploadStarted,
  uploadSucceeded,
} from '../../../../src/client/features/photoImport/photoImportSlice';
import { initialPhotoImportState } from '../../../../src/client/features/photoImport/state';
import { signedOut } from '../../../../src/client/features/session/sessionSlice';
import { IDENTITIES } from '../../../../src/shared/domain/people';
import { FILE_REF, photoStatus, progressPolled, RELATION, Stage, stateAt, through, UPLOAD_PHOTOS_ONLY, UPLOAD_WITH_SHEET } from './fixtures';

const at = (stage: Stage) => stateAt(stage).photoImport;
const after = (stage: Stage, ...actions: Parameters<typeof through>[0]) => through(actions, stateAt(stage)).photoImport;

describe('photo import slice: opening and closing', () => {
  it("opens for an identity with a fresh form: title row 1, the identity's default naming rule, no rule chosen", () => {
    expect(at('opened')).toEqual({
      ...initialPhotoImportState,
      status: 'editing',
      identity: 'STUDENT',
      form: { namingRule: 1, repeatRule: null, errorRule: null, titleRow: '1' },
    });
  });

  it('default naming rule (document 001 §9): 1 for people types, 3 for OTHER (and for TEACHER, whose only rule is 3)', () => {
    const rules = Object.fromEntries(IDENTITIES.map((identity) => [identity, through([opened({ identity })]).photoImport.form.namingRule]));
    expect(rules).toEqual({ NEW_STUDENT: 1, STUDENT: 1, GRADUATE_STUDENT: 1, TEACHER: 3, OTHER: 3 });
  });

  it('keeps the title the opening screen gave', () => {
    expect(through([opened({ identity: 'NEW_STUDENT', title: '导入新生照片' })]).photoImport.title).toBe('导入新生照片');
  });

  it('ignores an unknown identity, and a second opening while open', () => {
    expect(through([opened({ identity: 'NOPE' as never })]).photoImport.status).toBe('closed');
    expect(after('filled', opened({ identity: 'TEACHER' }))).toMatchObject({ identity: 'STUDENT', file: FILE_REF });
  });

  it('closing resets all state, at every step where closing is allowed', () => {
    for (const stage of ['opened', 'filled', 'uploading', 'loadingFields', 'mapping'] as const) {
      expect(after(stage, closed())).toEqual(initialPhotoImportState);
    }
    expect(after('running', importFinished({ identity: 'STUDENT', key: 'pk1' }), closed())).toEqual(initialPhotoImportState);
    expect(after('running', importFailed({ key: 'pk1', problem: null }), closed())).toEqual(initialPhotoImportState);
  });

  it('close is disabled while the import starts and runs (ignored)', () => {
    expect(after('starting', closed()).status).toBe('starting');
    expect(after('running', closed()).status).toBe('running');
    expect(after('mappedRunning', closed()).status).toBe('running');
  });

  it('forgets everything when the user signs out, running or not', () => {
    expect(after('running', signedOut({ reason: 'user' }))).toEqual(initialPhotoImportState);
  });
});

describe('photo import slice: the form', () => {
  it('a chosen zip clears its message; a refused pick keeps the zip chosen before', () => {
    const warning = { level: 'warning' as const, message: { key: 'photoImport.oneFileOnly', params: { count: 3 } } };
    expect(after('filled', fileRefused(warning))).toMatchObject({ file: FILE_REF, fileProblem: warning });
    expect(after('opened', fileRefused(warning), fileAccepted({ file: FILE_REF }))).toMatchObject({ file: FILE_REF, fileProblem: null });
  });

  it('options change only to values the identity has; each clears its message', () => {
    const rejected = after(
      'opened',
      formRejected({ errors: { repeatRule: 'photoImport.repeatRuleRequired', namingRule: 'x', errorRule: 'y', titleRow: 'z' } }),
    );
    const s = through([repeatRuleChanged({ rule: 2 }), errorRuleChanged({ rule: 2 }), namingRuleChanged({ rule: 3 }), titleRowChanged({ value: '3' })], {
      ...stateAt('opened'),
      photoImport: rejected,
    }).photoImport;
    expect(s.form).toEqual({ namingRule: 3, repeatRule: 2, errorRule: 2, titleRow: '3' });
    expect(s.errors).toEqual({});
    // STUDENT has no rule 2 (exam number is for new students); rules are 1 or 2 only
    expect(after('opened', namingRuleChanged({ rule: 2 })).form.namingRule).toBe(1);
    expect(after('opened', repeatRuleChanged({ rule: 3 as never })).form.repeatRule).toBeNull();
  });

  it('upload: the overlay status, then the progress (photos only) or the field list (with a sheet)', () => {
    expect(at('uploading').status).toBe('uploading');
    expect(after('uploading', uploadSucceeded({ upload: UPLOAD_PHOTOS_ONLY }))).toMatchObject({ status: 'running', run: { key: 'pk1' } });
    expect(after('uploading', uploadSucceeded({ upload: UPLOAD_WITH_SHEET })).status).toBe('loadingFields');
  });

  it('upload failed: back to the form with the zip still chosen; refused (1002): closed and reset', () => {
    expect(after('uploading', uploadFailed({ problem: { text: 'x' } }))).toMatchObject({ status: 'editing', file: FILE_REF });
    expect(after('uploading', refused({ problem: { text: 'x' } }))).toEqual(initialPhotoImportState);
  });

  it('nothing uploads without a zip, and a late upload answer after closing changes nothing', () => {
    expect(after('opened', uploadStarted()).status).toBe('editing');
    expect(after('uploading', closed(), uploadSucceeded({ upload: UPLOAD_PHOTOS_ONLY }))).toEqual(initialPhotoImportState);
  });
});

describe('photo import slice: the field mapping (document 001 §2, §5)', () => {
  it('is pre-filled from matchFieldList, keeping only pairs of known fields and headers', () => {
    const odd = { ...RELATION, matchFieldList: [...RELATION.matchFieldList, { column: 'nope', configure: '姓名' }, { column: 'name', configure: '不存在' }] };
    expect(after('loadingFields', fieldsLoaded({ relation: odd })).mapping.pairs).toEqual([{ column: 'studentNo', configure: '学号' }]);
  });

  it('match needs a system field (请选择要匹配的系统字段) and then a header (请选择要匹配的表头)', () => {
    expect(after('mapping', matchClicked()).mapping.error).toEqual({ key: 'mapping.selectSystemField' });
    expect(after('mapping', headerSelected({ header: '姓名' }), matchClicked()).mapping.error).toEqual({ key: 'mapping.selectSystemField' });
    expect(after('mapping', systemFieldSelected({ column: 'name' }), matchClicked()).mapping.error).toEqual({ key: 'mapping.selectHeader' });
  });

  it('match pairs the selected field and header and clears the selection and the message', () => {
    const s = after('mapping', matchClicked(), systemFieldSelected({ column: 'name' }), headerSelected({ header: '姓名' }), matchClicked()).mapping;
    expect(s.pairs).toEqual([
      { column: 'studentNo', configure: '学号' },
      { column: 'name', configure: '姓名' },
    ]);
    expect(s).toMatchObject({ selectedField: null, selectedHeader: null, error: null });
  });

  it('a paired field or header cannot be selected again; selecting twice unselects', () => {
    expect(after('mapping', systemFieldSelected({ column: 'studentNo' })).mapping.selectedField).toBeNull();
    expect(after('mapping', headerSelected({ header: '学号' })).mapping.selectedHeader).toBeNull();
    expect(after('mapping', systemFieldSelected({ column: 'name' }), systemFieldSelected({ column: 'name' })).mapping.selectedField).toBeNull();
  });

  it('unmatch needs at least one pair selected (请选择要取消的匹配), then removes the selected pairs', () => {
    expect(after('mapping', unmatchClicked()).mapping.error).toEqual({ key: 'mapping.selectPair' });
    const s = after('mapping', pairToggled({ column: 'studentNo' }), unmatchClicked()).mapping;
    expect(s).toMatchObject({ pairs: [], selectedPairs: [], error: null });
    expect(after('mapping', pairToggled({ column: 'studentNo' }), pairToggled({ column: 'studentNo' })).mapping.selectedPairs).toEqual([]);
  });

  it('confirm refused: 请匹配所有系统必填字段 with the unmatched required fields flagged; matching one unflags it', () => {
    const rejected = after('mapping', mappingRejected({ missing: ['name'] }));
    expect(rejected.mapping).toMatchObject({ missing: ['name'], error: { key: 'mapping.matchAllRequired' } });
    const fixed = through([systemFieldSelected({ column: 'name' }), headerSelected({ header: '姓名' }), matchClicked()], {
      ...stateAt('mapping'),
      photoImport: rejected,
    }).photoImport;
    expect(fixed.mapping.missing).toEqual([]);
  });

  it('accepted → starting → running; a failed start goes back to the mapping; failed fields back to the form', () => {
    expect(after('mapping', mappingAccepted()).status).toBe('starting');
    expect(after('starting', importStarted({ key: 'pk2' }))).toMatchObject({ status: 'running', run: { key: 'pk2' } });
    expect(after('starting', startFailed({ problem: { text: 'x' } })).status).toBe('mapping');
    expect(after('loadingFields', fieldsFailed({ problem: { text: 'x' } }))).toMatchObject({ status: 'editing', upload: null });
  });

  it('mapping events outside the mapping dialog are ignored', () => {
    expect(after('filled', systemFieldSelected({ column: 'name' }), matchClicked(), mappingAccepted())).toEqual(at('filled'));
  });
});

describe('photo import slice: the progress', () => {
  it('takes polls of its own key only; finished sets 100 %; failed keeps the reason', () => {
    expect(after('running', progressPolled({ key: 'other', status: photoStatus() })).run.progress).toBeNull();
    const polled = after('running', progressPolled({ key: 'pk1', status: photoStatus({ finishRate: 0.25 }) }));
    expect(polled.run.progress?.finishRate).toBe(0.25);
    const finished = through([importFinished({ identity: 'STUDENT', key: 'pk1' })], { ...stateAt('running'), photoImport: polled }).photoImport;
    expect(finished).toMatchObject({ status: 'finished', run: { progress: { finished: 1, finishRate: 1 } } });
    expect(after('running', importFailed({ key: 'pk1', problem: { text: '压缩包已损坏' } }))).toMatchObject({
      status: 'failed',
      run: { error: { text: '压缩包已损坏' } },
    });
    expect(after('running', importFinished({ identity: 'STUDENT', key: 'other' })).status).toBe('running');
  });
});

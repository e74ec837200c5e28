// The photo export's status machine (state.ts) and its selectors: the opening's defaults per
// identity (document 001 §9), the form's events, the bodies of the calls, and events out of
// turn being ignored. States are reached through the real reducers.
import {
  cancelled,
  checkAccepted,
  checkFailed,
  checkPassed,
  closed,
  continued,
  countLoaded,
  fileNameChanged,
  formatChanged,
  formRejected,
  missingFound,
  missingListPolled,
  missingListReady,
  namingRuleChanged,
  opened,
  rangeChanged,
  started,
} from '../../../../src/client/features/photoExport/photoExportSlice';
import { selectCountBody, selectExportBody, selectFormView, selectNoticeView, selectProgressView } from '../../../../src/client/features/photoExport/selectors';
import { initialPhotoExportState } from '../../../../src/client/features/photoExport/state';
import { listName, zipName } from '../../../../src/client/features/photoExport/validation';
import { signedOut } from '../../../../src/client/features/session/sessionSlice';
import type { Identity } from '../../../../src/shared/domain/people';
import { rowSelectionChanged } from '../../../../src/client/features/exports';
import { COUNT, editingState, FILE_NAME, listFinished, listProgress, openedFor, progressPolled, SEARCH, through, zipProgress } from './fixtures';

const noticeState = () => through([checkAccepted(), missingFound({ redisKey: 'c1', missingIdentifier: 5, total: 120 })], editingState());

describe('photo export slice', () => {
  it.each([
    ['NEW_STUDENT', 3, [1, 2, 3]],
    ['STUDENT', 3, [2, 3]],
    ['GRADUATE_STUDENT', 3, [2, 3]],
    ['TEACHER', 3, [2, 3]],
    ['OTHER', 2, [2]],
  ] as [Identity, number, number[]][])("%s opens with naming rule %i of its rules %j, jpg, range 1 and the list's search", (identity, rule, rules) => {
    const s = through([openedFor(identity)]);
    expect(s.photoExport).toMatchObject({
      status: 'editing',
      identity,
      search: SEARCH,
      form: { fileName: FILE_NAME, dataRange: 1, namingRule: rule, formatRule: 1 },
    });
    expect(selectFormView(s).namingOptions.map((o) => o.value)).toEqual(rules);
    expect(selectFormView(s).formats).toEqual([1, 2, 3]);
  });

  it('a second opening is ignored', () => {
    const s = through([opened({ identity: 'TEACHER', fileName: 'x', search: { formInline: {} } })], editingState());
    expect(s.photoExport.identity).toBe('STUDENT');
  });

  it('a naming rule the identity does not have is refused; one it has is counted again', () => {
    const refused = through([namingRuleChanged({ namingRule: 1 })], editingState());
    expect(refused.photoExport.form.namingRule).toBe(3);
    expect(refused.photoExport.count.status).toBe('counted');
    const taken = through([namingRuleChanged({ namingRule: 2 })], editingState());
    expect(taken.photoExport).toMatchObject({ form: { namingRule: 2 }, count: { status: 'counting', namingRule: 2, result: null } });
    expect(selectFormView(taken)).toMatchObject({ total: null, canStart: false });
  });

  it('a count for a range or rule no longer chosen is dropped', () => {
    const s = through(
      [rangeChanged({ dataRange: 2 }), countLoaded({ dataRange: 1, namingRule: 3, count: COUNT }), countLoaded({ dataRange: 2, namingRule: 2, count: COUNT })],
      editingState(),
    );
    expect(s.photoExport.count).toMatchObject({ status: 'counting', dataRange: 2, namingRule: 3 });
  });

  it('a file name message is checked again as the name is corrected', () => {
    let s = through([fileNameChanged({ fileName: '' }), formRejected({ errors: { fileName: 'export.fileNameRequired' } })], editingState());
    s = through([fileNameChanged({ fileName: 'x'.repeat(31) })], s);
    expect(s.photoExport.errors).toEqual({ fileName: 'export.fileNameTooLong' });
    s = through([fileNameChanged({ fileName: 'x'.repeat(30) })], s);
    expect(s.photoExport.errors).toEqual({});
  });

  it('the check and the start send the form: trimmed name, range, rule and format (range 2 with the search, 3 with the ids)', () => {
    const s = through(
      [
        fileNameChanged({ fileName: `  ${FILE_NAME} ` }),
        rangeChanged({ dataRange: 2 }),
        namingRuleChanged({ namingRule: 2 }),
        formatChanged({ formatRule: 3 }),
      ],
      editingState(),
    );
    expect(selectExportBody(s)).toEqual({
      identity: 'STUDENT',
      dataRange: 2,
      namingRule: 2,
      formatRule: 3,
      fileName: FILE_NAME,
      formInline: SEARCH.formInline,
      advancedSearch: SEARCH.advancedSearch,
    });
    expect(selectCountBody(through([rangeChanged({ dataRange: 3 })], s))).toEqual({ identity: 'STUDENT', dataRange: 3, namingRule: 2, choiceDataIds: '2,5' });
  });

  it("opened from a screen with its own search and checks (the photo screen), it exports those, not the people list's", () => {
    const own = { formInline: { name: '王' } };
    const s = through([
      rowSelectionChanged({ identity: 'STUDENT', ids: [2, 5] }),
      opened({ identity: 'STUDENT', fileName: FILE_NAME, search: own, checked: [7] }),
      namingRuleChanged({ namingRule: 2 }),
    ]);
    expect(selectCountBody(through([rangeChanged({ dataRange: 2 })], s))).toEqual({
      identity: 'STUDENT',
      dataRange: 2,
      namingRule: 2,
      formInline: own.formInline,
    });
    expect(selectCountBody(through([rangeChanged({ dataRange: 3 })], s))).toEqual({ identity: 'STUDENT', dataRange: 3, namingRule: 2, choiceDataIds: '7' });
  });

  it('the check goes out only when the count allows; while it is out the form takes nothing and cannot be closed', () => {
    const zero = through([checkAccepted()], editingState({ total: 0, withPhoto: 0, missingIdentifier: 0 }));
    expect(zero.photoExport.status).toBe('editing');
    const checking = through([checkAccepted(), fileNameChanged({ fileName: 'y' }), rangeChanged({ dataRange: 2 }), closed()], editingState());
    expect(checking.photoExport).toMatchObject({ status: 'checking', form: { fileName: FILE_NAME, dataRange: 1 } });
    expect(selectFormView(checking)).toMatchObject({ open: true, busy: true, closable: false });
    expect(through([checkFailed({ message: { text: '错误' } })], checking).photoExport).toMatchObject({ status: 'editing', message: { text: '错误' } });
    expect(through([checkPassed()], checking).photoExport.status).toBe('starting');
  });

  it('the notice: the numbers and the rule, the list being written, then ready with its url; events of another key are ignored', () => {
    let s = noticeState();
    expect(selectFormView(s).open).toBe(false);
    expect(selectNoticeView(s)).toMatchObject({ open: true, missingIdentifier: 5, total: 120, ruleLabel: 'naming.idNumber', list: 'writing', url: null });
    s = through([missingListPolled({ redisKey: 'c1', progress: listProgress() }), missingListReady({ redisKey: 'zz', progress: listFinished })], s);
    expect(selectNoticeView(s)).toMatchObject({ list: 'writing', url: null });
    s = through([missingListReady({ redisKey: 'c1', progress: listFinished })], s);
    expect(selectNoticeView(s)).toMatchObject({ list: 'ready', url: listFinished.url });
  });

  it('continue is taken only at the notice; the start then decides', () => {
    expect(through([continued()], editingState()).photoExport.status).toBe('editing');
    const s = through([continued()], noticeState());
    expect(s.photoExport).toMatchObject({ status: 'starting', missing: null });
    expect(selectFormView(s)).toMatchObject({ open: true, busy: true, closable: false });
    expect(through([started({ redisKey: 'p1' })], s).photoExport).toMatchObject({ status: 'running', job: { redisKey: 'p1' } });
  });

  it('closing is taken at the notice and while the job runs; cancelled resets all; signing out forgets everything', () => {
    expect(through([closed()], noticeState()).photoExport.status).toBe('closed');
    const running = through(
      [continued(), started({ redisKey: 'p1' }), progressPolled({ redisKey: 'p1', progress: zipProgress({ finishRate: 0.12345 }) })],
      noticeState(),
    );
    expect(selectProgressView(running)).toMatchObject({ open: true, percent: 12.35, running: true, titleKey: 'export.progressTitle' });
    expect(through([closed(), cancelled({ redisKey: 'p1', missingListKey: null })], running).photoExport).toEqual(initialPhotoExportState);
    expect(through([signedOut({ reason: 'user' })], running).photoExport).toEqual(initialPhotoExportState);
  });

  it('files are saved with their extension once', () => {
    expect(zipName(FILE_NAME)).toBe(`${FILE_NAME}.zip`);
    expect(zipName('a.ZIP')).toBe('a.ZIP');
    expect(listName('无照片a')).toBe('无照片a.xlsx');
    expect(listName('无照片a.xls')).toBe('无照片a.xls');
  });
});

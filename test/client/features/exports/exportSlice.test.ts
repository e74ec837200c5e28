// The export's status machine (state.ts): checked rows per list, the form's events, and events
// out of turn being ignored. States are reached through the real reducers.
import {
  allFieldsToggled,
  cancelled,
  closed,
  countLoaded,
  errorInfoClosed,
  errorInfoOpened,
  fieldToggled,
  fileNameChanged,
  formRejected,
  headersLoaded,
  jobFailed,
  opened,
  rangeChanged,
  rowSelectionChanged,
  startAccepted,
  started,
  startFailed,
  startRefused,
} from '../../../../src/client/features/exports/exportSlice';
import { selectCheckedIds, selectStartBody } from '../../../../src/client/features/exports/selectors';
import { initialExportState } from '../../../../src/client/features/exports/state';
import { screenOpened } from '../../../../src/client/features/people/peopleSlice';
import { signedOut } from '../../../../src/client/features/session/sessionSlice';
import { editingState, FIELDS, FILE_NAME, openedForStudents, progress, SEARCH, signedIn, through, progressPolled } from './fixtures';

describe('export slice', () => {
  it('keeps the checked rows of each list apart, without repeats', () => {
    const s = through([rowSelectionChanged({ identity: 'STUDENT', ids: [2, 5, 2] }), rowSelectionChanged({ identity: 'TEACHER', ids: [9] })]);
    expect(selectCheckedIds('STUDENT')(s)).toEqual([2, 5]);
    expect(selectCheckedIds('TEACHER')(s)).toEqual([9]);
    expect(selectCheckedIds('OTHER')(s)).toBe(selectCheckedIds('NEW_STUDENT')(s)); // one shared empty list
  });

  it('a list opened afresh starts with nothing checked; signing out forgets everything', () => {
    const s = through([
      rowSelectionChanged({ identity: 'STUDENT', ids: [2] }),
      rowSelectionChanged({ identity: 'TEACHER', ids: [9] }),
      screenOpened({ identity: 'STUDENT' }),
    ]);
    expect(s.export.checked).toEqual({ TEACHER: [9] });
    expect(through([signedOut({ reason: 'user' })], editingState()).export).toEqual(initialExportState);
  });

  it("opens with the default name, range 1, and the list's search; a second opening is ignored", () => {
    const s = through([openedForStudents()]);
    expect(s.export).toMatchObject({ status: 'editing', identity: 'STUDENT', search: SEARCH, form: { fileName: FILE_NAME, dataRange: 1, fields: [] } });
    expect(through([opened({ identity: 'TEACHER', fileName: 'x', search: { formInline: {} } })], s).export.identity).toBe('STUDENT');
  });

  it('checked rows cannot be chosen while no row is checked', () => {
    const none = through([openedForStudents(), rangeChanged({ dataRange: 3 })]);
    expect(none.export.form.dataRange).toBe(1);
    const some = through([rangeChanged({ dataRange: 3 })], editingState());
    expect(some.export).toMatchObject({ form: { dataRange: 3 }, count: { status: 'counting', dataRange: 3, total: null } });
  });

  it('a count for a range no longer chosen is dropped', () => {
    const s = through([rangeChanged({ dataRange: 2 }), countLoaded({ dataRange: 1, total: 999 })], editingState());
    expect(s.export.count).toMatchObject({ status: 'counting', dataRange: 2, total: null });
  });

  it('fields toggle one by one in the header order, or all at once', () => {
    let s = through([fieldToggled({ key: 'name' }), fieldToggled({ key: 'nope' })], editingState());
    expect(s.export.form.fields).toEqual(['studentNo', 'gender', 'className', 'currentStatus']);
    s = through([fieldToggled({ key: 'name' })], s);
    expect(s.export.form.fields).toEqual(FIELDS.map((f) => f.key));
    s = through([allFieldsToggled({ checked: false })], s);
    expect(s.export.form.fields).toEqual([]);
    s = through([allFieldsToggled({ checked: true })], s);
    expect(s.export.form.fields).toHaveLength(FIELDS.length);
  });

  it('a message shown goes away once the input is corrected', () => {
    let s = through(
      [
        fileNameChanged({ fileName: '' }),
        allFieldsToggled({ checked: false }),
        formRejected({ errors: { fileName: 'export.fileNameRequired', fields: 'export.fieldsRequired' } }),
      ],
      editingState(),
    );
    s = through([fileNameChanged({ fileName: 'x'.repeat(31) })], s);
    expect(s.export.errors).toEqual({ fileName: 'export.fileNameTooLong', fields: 'export.fieldsRequired' });
    s = through([fileNameChanged({ fileName: '名单' }), fieldToggled({ key: 'name' })], s);
    expect(s.export.errors).toEqual({});
  });

  it('the start: accepted only with a count above 0; 1002 closes; another status returns to the form', () => {
    expect(through([startAccepted()], editingState(0)).export.status).toBe('editing');
    const starting = through([startAccepted()], editingState());
    expect(starting.export.status).toBe('starting');
    // closing is ignored while the start call is out
    expect(through([closed()], starting).export.status).toBe('starting');
    expect(through([startRefused({ message: { text: 'x' } })], starting).export).toMatchObject({
      status: 'closed',
      identity: null,
      checked: { STUDENT: [2, 5] },
    });
    expect(through([startFailed({ message: { text: 'y' } })], starting).export).toMatchObject({ status: 'editing', message: { text: 'y' } });
  });

  it('progress of another job is ignored; the error alert opens only with an error to show', () => {
    const running = through([startAccepted(), started({ redisKey: 'e1' })], editingState());
    expect(through([progressPolled({ redisKey: 'other', progress: progress() })], running).export.job.progress).toBeNull();
    expect(through([errorInfoOpened()], running).export.job.errorOpen).toBe(false);
    const failed = through([jobFailed({ redisKey: 'e1', message: { text: '写入失败' } }), errorInfoOpened()], running);
    expect(failed.export).toMatchObject({ status: 'failed', job: { error: { text: '写入失败' }, errorOpen: true } });
    expect(through([errorInfoClosed()], failed).export.job.errorOpen).toBe(false);
  });

  it('cancelled clears the dialog and keeps the checked rows', () => {
    const s = through([closed(), cancelled({ redisKey: null })], editingState());
    expect(s.export).toEqual({ ...initialExportState, checked: { STUDENT: [2, 5] } });
  });

  it("the start body: range 2 sends the list's search, range 3 the checked ids; the order always", () => {
    const range2 = selectStartBody(through([rangeChanged({ dataRange: 2 })], editingState()));
    expect(range2).toEqual({
      identity: 'STUDENT',
      dataRange: 2,
      formInline: SEARCH.formInline,
      advancedSearch: SEARCH.advancedSearch,
      dataSortStr: SEARCH.dataSortStr,
      fileName: FILE_NAME,
      exportField: '姓名:name,学号:studentNo,性别:gender,班级:className,当前学籍状态:currentStatus',
    });
    const range3 = selectStartBody(through([rangeChanged({ dataRange: 3 }), fieldToggled({ key: 'gender' })], editingState()));
    expect(range3).toMatchObject({ dataRange: 3, choiceDataIds: '2,5', dataSortStr: SEARCH.dataSortStr });
    expect(range3).not.toHaveProperty('formInline');
    expect(range3?.exportField).toBe('姓名:name,学号:studentNo,班级:className,当前学籍状态:currentStatus');
  });

  it('events before an opening change nothing', () => {
    const s = through([fileNameChanged({ fileName: 'x' }), rangeChanged({ dataRange: 2 }), headersLoaded({ fields: FIELDS }), startAccepted()], signedIn());
    expect(s.export).toEqual(initialExportState);
  });
});

// The wizard's status machine through the real reducer: each event moves it only where it
// makes sense, and is ignored elsewhere.
import {
  checkFieldsLoaded,
  closed,
  dryRunFinished,
  errorDialogClosed,
  errorDialogOpened,
  fieldMatched,
  fileRefused,
  headerRowChanged,
  importFailed,
  importFinished,
  importStarted,
  importStartRequested,
  mappingAccepted,
  mappingFailed,
  mappingRejected,
  opened,
  ruleChanged,
  settingsRejected,
  startRefused,
  stepBackClicked,
  uploadFailed,
  uploadStarted,
  uploadSucceeded,
  wizardCancelled,
} from '../../../../src/client/features/importWizard/importWizardSlice';
import { signedOut } from '../../../../src/client/features/session/sessionSlice';
import { initialImportWizardState } from '../../../../src/client/features/importWizard/state';
import { CHECK_FIELDS, FILE_REF, RELATION, UPLOAD, progressPolled, stateAt, taskStatus, through } from './fixtures';

const wizardAt = (stage: Parameters<typeof stateAt>[0]) => stateAt(stage).importWizard;
const after = (stage: Parameters<typeof stateAt>[0], ...actions: Parameters<typeof through>[0]) => through(actions, stateAt(stage)).importWizard;

describe('import wizard slice: opening and closing', () => {
  it('opens on a known target with a fresh state', () => {
    expect(wizardAt('opened')).toEqual({ ...initialImportWizardState, open: true, target: 'STUDENT' });
  });

  it('ignores an unknown target, and a second opening while open', () => {
    expect(through([opened({ target: 'NOPE' as never })]).importWizard.open).toBe(false);
    expect(after('uploaded', opened({ target: 'TEACHER' })).target).toBe('STUDENT');
  });

  it('closes at any step before the real import starts; cancelled marks the flow cancelled', () => {
    for (const stage of ['opened', 'uploading', 'mapping', 'settings', 'dryRunning'] as const) {
      const s = after(stage, closed(), wizardCancelled());
      expect(s).toMatchObject({ open: false, status: 'cancelled' });
    }
  });

  it('ignores closed while the real import runs (close stays disabled until finished)', () => {
    expect(after('running', closed())).toMatchObject({ open: true, status: 'running' });
  });

  it('closes once the import has finished, keeping status finished', () => {
    expect(after('running', importFinished({ target: 'STUDENT', key: 'k1', counts: taskStatus() }), closed(), wizardCancelled())).toMatchObject({
      open: false,
      status: 'finished',
    });
  });

  it('forgets everything when the user signs out', () => {
    expect(after('settings', signedOut({ reason: 'user' }))).toEqual(initialImportWizardState);
  });
});

describe('import wizard slice: step 1', () => {
  it('upload succeeded: header row pre-filled with the suggestion, status uploaded', () => {
    const s = after('uploading', uploadSucceeded({ upload: UPLOAD }));
    expect(s).toMatchObject({ status: 'uploaded', upload: UPLOAD, settings: { headerRow: '2' } });
  });

  it('upload failure clears the file list and keeps the error', () => {
    const s = after('uploading', uploadFailed({ problem: { text: '上传文件格式错误' } }));
    expect(s).toMatchObject({ status: 'idle', file: null, upload: null, fileError: { text: '上传文件格式错误' } });
  });

  it('check fields loaded: the key field is pre-selected', () => {
    expect(wizardAt('uploaded').settings.checkFields).toEqual(['studentNo']);
    expect(wizardAt('uploaded').checkFieldOptions).toEqual(CHECK_FIELDS);
  });

  it('a refused pick shows its message and keeps the earlier upload', () => {
    const s = after('uploaded', fileRefused({ message: { key: 'import.fileTooLarge' } }));
    expect(s).toMatchObject({ status: 'uploaded', upload: UPLOAD, fileError: { key: 'import.fileTooLarge' } });
  });

  it('rule 3 is ignored where the target does not allow duplicates', () => {
    expect(after('uploaded', ruleChanged({ rule: 3 })).settings.rule).toBeNull();
    expect(after('uploaded', ruleChanged({ rule: 2 })).settings.rule).toBe(2);
  });

  it('settingsRejected shows the errors; editing a field clears its own', () => {
    const s = after(
      'uploaded',
      settingsRejected({ errors: { headerRow: 'import.headerRowRequired', rule: 'import.duplicateRuleRequired' } }),
      headerRowChanged({ value: '3' }),
    );
    expect(s.errors).toEqual({ rule: 'import.duplicateRuleRequired' });
  });

  it('a late upload answer is ignored once the wizard has moved on', () => {
    expect(after('mapping', uploadSucceeded({ upload: { ...UPLOAD, id: 'u2' } })).upload?.id).toBe('u1');
    expect(after('mapping', checkFieldsLoaded({ entries: [] })).checkFieldOptions).toEqual(CHECK_FIELDS);
  });

  it('a failed mapping load returns to step 1 with the message', () => {
    expect(after('loadingMapping', mappingFailed({ problem: { text: '标题行超出了数据范围' } }))).toMatchObject({
      status: 'uploaded',
      stepError: { text: '标题行超出了数据范围' },
    });
  });
});

describe('import wizard slice: step 2', () => {
  it('mapping is pre-filled from matchFieldList', () => {
    expect(wizardAt('mapping')).toMatchObject({ status: 'mapping', mapping: RELATION.matchFieldList });
  });

  it('a header is used once: choosing it for another field takes it away from the first', () => {
    const s = after('mapping', fieldMatched({ column: 'gender', header: '姓名' }));
    expect(s.mapping).toEqual([
      { column: 'studentNo', configure: '学号' },
      { column: 'gender', configure: '姓名' },
    ]);
  });

  it('clearing a field removes its pair; unknown headers are ignored', () => {
    expect(after('mapping', fieldMatched({ column: 'name', header: null })).mapping).toEqual([{ column: 'studentNo', configure: '学号' }]);
    expect(after('mapping', fieldMatched({ column: 'gender', header: '班级' })).mapping).toEqual(RELATION.matchFieldList);
  });

  it('mappingRejected marks the missing fields with 请匹配所有系统必填字段', () => {
    expect(after('mapping', mappingRejected({ missing: ['name'] }))).toMatchObject({ missing: ['name'], mappingError: { key: 'import.matchAllRequired' } });
  });

  it('back from step 2 goes to step 1, and from step 3 to step 2', () => {
    expect(after('mapping', stepBackClicked()).status).toBe('uploaded');
    expect(after('settings', stepBackClicked()).status).toBe('mapping');
  });

  it("coming back to step 2 with the same headers keeps the administrator's choices", () => {
    const s = after(
      'mapping',
      fieldMatched({ column: 'gender', header: '性别' }),
      stepBackClicked(),
      { type: 'importWizard/settingsAccepted' },
      { type: 'importWizard/mappingLoaded', payload: { relation: RELATION } },
    );
    expect(s.mapping).toContainEqual({ column: 'gender', configure: '性别' });
  });
});

describe('import wizard slice: runs', () => {
  it('start requested → starting → running', () => {
    const s = after('settings', importStartRequested({ dryRun: false }));
    expect(s.status).toBe('starting');
    expect(through([importStarted({ key: 'k1', dryRun: false })], { ...stateAt('settings'), importWizard: s }).importWizard).toMatchObject({
      status: 'running',
      run: { key: 'k1', dryRun: false },
    });
  });

  it('a refused start closes the settings dialog', () => {
    expect(after('settings', importStartRequested({ dryRun: false }), startRefused({ problem: { text: '已有导入任务在进行' } }))).toMatchObject({
      open: false,
      status: 'refused',
      run: { error: { text: '已有导入任务在进行' } },
    });
  });

  it('progress of another job is ignored', () => {
    expect(after('running', progressPolled({ key: 'other', status: taskStatus({ redisKey: 'other' }) })).run.progress).toBeNull();
  });

  it('finished → status finished with progress 1', () => {
    const s = after('running', progressPolled({ key: 'k1', status: taskStatus() }), importFinished({ target: 'STUDENT', key: 'k1', counts: taskStatus() }));
    expect(s).toMatchObject({ status: 'finished', run: { progress: { finished: true, finishRate: 1 } } });
  });

  it('failed → status failed and the error dialog open with the message', () => {
    expect(after('running', importFailed({ key: 'k1', problem: { text: '第 3 行：身份证号格式不正确' } }))).toMatchObject({
      status: 'failed',
      run: { errorDialogOpen: true, error: { text: '第 3 行：身份证号格式不正确' } },
    });
  });

  it('the error dialog closes and opens again', () => {
    const failed = [importFailed({ key: 'k1', problem: { text: 'x' } })];
    expect(after('running', ...failed, errorDialogClosed()).run.errorDialogOpen).toBe(false);
    expect(after('running', ...failed, errorDialogClosed(), errorDialogOpened()).run.errorDialogOpen).toBe(true);
  });

  it('a dry run finishes into previewed; a failed dry run returns to step 3 with the reason', () => {
    expect(after('dryRunning', dryRunFinished({ key: 'k1', status: taskStatus({ finished: true, dryRun: true }) })).status).toBe('previewed');
    expect(after('dryRunning', importFailed({ key: 'k1', problem: { text: 'x' } }))).toMatchObject({
      status: 'settings',
      run: { dryRun: true, error: { text: 'x' } },
    });
  });

  it("a real import can start from the dry run's result", () => {
    const s = after('dryRunning', dryRunFinished({ key: 'k1', status: taskStatus({ finished: true }) }), importStartRequested({ dryRun: false }));
    expect(s).toMatchObject({ status: 'starting', run: { dryRun: false, progress: null } });
  });

  it('importFinished of a dry run, and mapping events while running, are ignored', () => {
    expect(after('dryRunning', importFinished({ target: 'STUDENT', key: 'k1', counts: taskStatus() })).status).toBe('running');
    expect(after('running', mappingAccepted(), uploadStarted({ file: FILE_REF })).status).toBe('running');
  });
});

// The root saga: every feature's watcher, each forked so one failing watcher is reported
// without stopping the others. A new feature adds one line here.
import { all, fork } from 'redux-saga/effects';
import { sessionSaga } from '../features/session/sessionSaga';
import { uiSaga } from '../features/ui/uiSaga';
import { resourcesSaga } from '../features/resources/resourcesSaga';
import { dictsSaga } from '../features/dicts/dictsSaga';
import { importWizardSaga } from '../features/importWizard/importWizardSaga';
import { peopleSaga } from '../features/people/peopleSaga';
import { organizationSaga } from '../features/organization/organizationSaga';
import { exportSaga } from '../features/export/exportSaga';
import { membersSaga } from '../features/members/pickerSaga';
import { memberScreensSaga } from '../features/memberScreens/memberScreensSaga';
import { quickAuthSaga } from '../features/quickAuth/quickAuthSaga';
import { monitorsSaga } from '../features/monitors/monitorsSaga';
import { photosSaga } from '../features/photos/photosSaga';
import { photoImportSaga } from '../features/photoImport/photoImportSaga';
import { photoExportSaga } from '../features/photoExport/photoExportSaga';

export function* rootSaga() {
  yield all([fork(sessionSaga), fork(uiSaga), fork(resourcesSaga), fork(dictsSaga), fork(importWizardSaga), fork(peopleSaga), fork(organizationSaga), fork(exportSaga), fork(membersSaga), fork(memberScreensSaga), fork(quickAuthSaga), fork(monitorsSaga), fork(photosSaga), fork(photoImportSaga), fork(photoExportSaga)]);
}

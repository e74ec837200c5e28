// /cardsPackageConfig: the tenant's business packages with their versions, the upload and its
// processing dialog, the versions and upgrades, the edit and the removal. The container selects
// and dispatches; leaving the screen (route/changed) cancels the upload flow under way.
import { useEffect } from 'react';
import { Button, Message } from 'semantic-ui-react';
import { useT } from '../../i18n';
import { refOf } from '../../lib/fileRegistry';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import {
  editChanged,
  editClosed,
  editOpened,
  editSaveClicked,
  filesPicked,
  listRetried,
  pageChosen,
  removeAsked,
  removeCancelled,
  removeConfirmed,
  screenOpened,
  searched,
  searchTextChanged,
  uploadConfirmed,
  uploadDialogClosed,
  uploadOpened,
  versionApplyClicked,
  versionsClosed,
  versionsOpened,
} from './businessPackagesSlice';
import {
  selectEdit,
  selectPackageList,
  selectPageCount,
  selectProgressView,
  selectRemove,
  selectUploadDialogOpen,
  selectUploadFlow,
  selectVersions,
} from './selectors';
import EditDialog from './views/EditDialog';
import PackageTable from './views/PackageTable';
import ProgressDialog from './views/ProgressDialog';
import RemoveConfirm from './views/RemoveConfirm';
import UploadDialog from './views/UploadDialog';
import VersionsDialog from './views/VersionsDialog';
import { problemText } from '../../lib/problem';
import { WriteButton } from '../session/components';

export default function BusinessPackagesScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectPackageList);
  const pageCount = useAppSelector(selectPageCount);
  const upload = useAppSelector(selectUploadFlow);
  const uploadOpen = useAppSelector(selectUploadDialogOpen);
  const progress = useAppSelector(selectProgressView);
  const versions = useAppSelector(selectVersions);
  const edit = useAppSelector(selectEdit);
  const remove = useAppSelector(selectRemove);

  useEffect(() => {
    dispatch(screenOpened());
  }, [dispatch]);

  return (
    <div className="business-packages" data-testid="business-packages">
      <WriteButton primary icon="upload" content={t('businessPackagesUi.upload')} onClick={() => dispatch(uploadOpened())} data-testid="package-upload" />
      {list.problem ? (
        <Message negative size="small" data-testid="package-list-failed">
          {t('businessPackagesUi.loadFailed')}: {problemText(t, list.problem)}{' '}
          <Button size="mini" basic onClick={() => dispatch(listRetried())} content={t('businessPackagesUi.retry')} />
        </Message>
      ) : null}
      <PackageTable
        t={t}
        rows={list.rows}
        loading={list.status === 'loading'}
        searchDraft={list.searchDraft}
        pageIndex={list.pageIndex}
        pageCount={pageCount}
        onSearchText={(text) => dispatch(searchTextChanged({ text }))}
        onSearch={() => dispatch(searched())}
        onPage={(pageIndex) => dispatch(pageChosen({ pageIndex }))}
        onVersions={(row) => dispatch(versionsOpened({ packageId: row.id, name: row.name }))}
        onEdit={(row) => dispatch(editOpened({ row }))}
        onRemove={(row) => dispatch(removeAsked({ packageId: row.id, name: row.name }))}
      />
      {uploadOpen ? (
        <UploadDialog
          t={t}
          file={upload.file}
          problem={upload.fileProblem}
          uploading={upload.status === 'uploading'}
          onFiles={(files) => dispatch(filesPicked({ files: files.map(refOf) }))}
          onConfirm={() => dispatch(uploadConfirmed())}
          onClose={() => dispatch(uploadDialogClosed())}
        />
      ) : null}
      {progress.open ? <ProgressDialog t={t} view={progress} onClose={() => dispatch(uploadDialogClosed())} /> : null}
      {versions.packageId !== null ? (
        <VersionsDialog
          t={t}
          name={versions.packageName}
          rows={versions.rows}
          loading={versions.status === 'loading'}
          applying={versions.status === 'applying'}
          problem={versions.problem}
          onApply={(versionId) => dispatch(versionApplyClicked({ versionId }))}
          onUploadVersion={() => {
            dispatch(versionsClosed());
            dispatch(uploadOpened({ upgrade: true }));
          }}
          onClose={() => dispatch(versionsClosed())}
        />
      ) : null}
      {edit.packageId !== null ? (
        <EditDialog
          t={t}
          draft={edit.draft}
          saving={edit.saving}
          problem={edit.problem}
          onChange={(change) => dispatch(editChanged(change))}
          onSave={() => dispatch(editSaveClicked())}
          onClose={() => dispatch(editClosed())}
        />
      ) : null}
      {remove.packageId !== null ? (
        <RemoveConfirm
          t={t}
          name={remove.name}
          removing={remove.removing}
          onConfirm={() => dispatch(removeConfirmed())}
          onCancel={() => dispatch(removeCancelled())}
        />
      ) : null}
    </div>
  );
}

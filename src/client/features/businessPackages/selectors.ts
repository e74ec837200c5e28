// Selectors of the business packages slice; until the slice is mounted they read its initial
// state. The progress dialog's view (title, percent, close enabled) is derived here.
import { createSelector } from '@reduxjs/toolkit';
import type { PackageListBody } from '../../../shared/platform/businessPackages';
import { BusinessPackagesState, initialBusinessPackagesState } from './state';

type WithPackages = { businessPackages?: BusinessPackagesState };

export const selectBusinessPackages = (state: object): BusinessPackagesState => (state as WithPackages).businessPackages ?? initialBusinessPackagesState;
export const selectPackageList = (state: object) => selectBusinessPackages(state).list;
export const selectUploadFlow = (state: object) => selectBusinessPackages(state).upload;
export const selectUploadStatus = (state: object) => selectBusinessPackages(state).upload.status;
export const selectVersions = (state: object) => selectBusinessPackages(state).versions;
export const selectEdit = (state: object) => selectBusinessPackages(state).edit;
export const selectRemove = (state: object) => selectBusinessPackages(state).remove;

/** the list call's body for the chosen search and page */
export const selectListBody = createSelector([selectPackageList], (l): PackageListBody => ({
  pageIndex: l.pageIndex,
  pageSize: l.pageSize,
  ...(l.search ? { name: l.search } : {}),
}));

/** the upload dialog is showing (before the upload's answer) */
export const selectUploadDialogOpen = createSelector([selectUploadStatus], (s) => s === 'choosing' || s === 'uploading');

/** the progress dialog: open from status 1000 until closed; close only once ended */
export const selectProgressView = createSelector([selectUploadFlow], (u) => {
  const ended = u.status === 'finished' || u.status === 'failed';
  const rate = u.status === 'finished' ? 1 : (u.progress?.finishRate ?? 0);
  return {
    open: u.status === 'polling' || ended,
    finished: u.status === 'finished',
    failed: u.status === 'failed',
    closeEnabled: ended,
    /** finishRate × 100, to 2 decimals (document 001 §9) */
    percent: Math.round(rate * 10000) / 100,
    titleKey:
      u.status === 'finished' ? 'businessPackagesUi.succeeded' : u.status === 'failed' ? 'businessPackagesUi.failedTitle' : 'businessPackagesUi.progressTitle',
    fileName: u.file?.name ?? u.progress?.fileName ?? '',
    progress: u.progress,
    problem: u.problem,
  };
});

export const selectPageCount = createSelector([selectPackageList], (l) => Math.max(1, Math.ceil(l.total / l.pageSize)));

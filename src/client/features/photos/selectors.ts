// The only way the photo screen's views and saga read its state (STYLE.md #5): the domain
// selector, its parts, the list call's body and the removal notice's wording.
import { createSelector } from '@reduxjs/toolkit';
import type { PhotoListBody } from '../../../shared/photos/api';
import { initialPhotosState, PhotosState } from './state';
import { Message } from '../../lib/problem';

type WithPhotos = { photos?: PhotosState };

const NEVER_OPENED = initialPhotosState();

export const selectPhotos = (state: WithPhotos): PhotosState => state.photos ?? NEVER_OPENED;
export const selectPhotoIdentity = (state: WithPhotos) => selectPhotos(state).identity;
export const selectPhotoList = (state: WithPhotos) => selectPhotos(state).list;
export const selectPhotoChecked = (state: WithPhotos) => selectPhotos(state).list.checked;
export const selectPhotoPreview = (state: WithPhotos) => selectPhotos(state).preview;
export const selectPhotoRemoval = (state: WithPhotos) => selectPhotos(state).removal;
export const selectPhotoConfig = (state: WithPhotos) => selectPhotos(state).config;

/** What the list call sends: the tab, the applied filters and the page (empty values are
 *  dropped by fetchPage; hasPhoto 0 stays, it is a choice). */
export const selectPhotoListBody = createSelector(
  [
    selectPhotoIdentity,
    (s: WithPhotos) => selectPhotoList(s).filters,
    (s: WithPhotos) => selectPhotoList(s).pageIndex,
    (s: WithPhotos) => selectPhotoList(s).pageSize,
  ],
  (identity, filters, pageIndex, pageSize): PhotoListBody => ({ identity, ...filters, pageIndex, pageSize }),
);

/** The removal notice's question, or null while none is asked (counting included). The view
 *  adds the `{identity}` parameter in the user's language. */
export const selectRemovalQuestion = createSelector([selectPhotoRemoval], (removal): Message | null => {
  if (removal.status !== 'confirming' && removal.status !== 'removing') return null;
  if (removal.scope === 'all') return { key: 'photosUi.confirm.all', params: { count: removal.count } };
  if (removal.name) return { key: 'photosUi.confirm.one', params: { name: removal.name } };
  return { key: 'photosUi.confirm.checked', params: { count: removal.ids.length } };
});

/** What the photo export opened here exports as "current search" and "checked rows": this
 *  screen's applied name and number filters (the people filters of the same names) and its
 *  checked people. The export takes people with a photo anyway, so 'has photo' adds nothing. */
export const selectPhotoExportScope = createSelector([(s: WithPhotos) => selectPhotoList(s).filters, selectPhotoChecked], (filters, checked) => {
  const formInline: Record<string, string> = {};
  for (const name of ['name', 'identifier'] as const) {
    const value = filters[name]?.trim();
    if (value) formInline[name] = value;
  }
  return { search: { formInline }, checked: checked.map(Number) };
});

// The user photo screen (/userImgManage; document 000 "User image: list, delete, delete all,
// import, export, export count, config"): identity tabs, the toolbar (photo import and export,
// remove checked, remove all, settings), filters, the paged list with thumbnails, the preview,
// the removal notice and the settings dialog. A thin container: it selects and dispatches.
import { awaitingRows, pageView } from '../../lib/pagedList';
import { useCallback, useEffect, useMemo } from 'react';
import { Button, Message as Notice } from 'semantic-ui-react';
import type { Identity } from '../../../shared/domain/people';
import type { PhotoRow } from '../../../shared/photos/api';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n';
import { ImagePreview } from '../../widgets/image/ImagePreview';
import { NoticeDialog } from '../../widgets/notice';
import PagedTable, { RowId } from '../../widgets/pagedTable/PagedTable';
import { IDENTITY_CONFIG } from '../people';
import { PHOTOS_ROUTE } from '../../../shared/home/links';
import { Refusable } from '../../widgets/refusable/Refusable';
import { useWriteRefusal } from '../session/components';
import { PhotoExportButton } from '../photoExport/components';
import { PhotoImportButton } from '../photoImport/components';
import * as events from './photosSlice';
import {
  selectPhotoConfig,
  selectPhotoExportScope,
  selectPhotoIdentity,
  selectPhotoList,
  selectPhotoPreview,
  selectPhotoRemoval,
  selectRemovalQuestion,
} from './selectors';
import type { ConfigField, PhotoFilterName } from './state';
import { IdentityTabs } from './views/IdentityTabs';
import { PhotoConfigDialog } from './views/PhotoConfigDialog';
import { photoColumns } from './views/photoColumns';
import { PhotoFilterForm } from './views/PhotoFilterForm';
import './photos.css';
import { problemText, say } from '../../lib/problem';

const checkTestId = (id: RowId) => `photos-check-${id}`;

export default function PhotosScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const identity = useAppSelector(selectPhotoIdentity);
  const list = useAppSelector(selectPhotoList);
  const preview = useAppSelector(selectPhotoPreview);
  const removal = useAppSelector(selectPhotoRemoval);
  // deleting and the settings change the photos: the screen's write right; deleting them all is a danger named apart (issue 36)
  const writeRefused = useWriteRefusal(PHOTOS_ROUTE);
  const removeAllRefused = useWriteRefusal(PHOTOS_ROUTE, 'deleteAllPhotos');
  const question = useAppSelector(selectRemovalQuestion);
  const config = useAppSelector(selectPhotoConfig);
  const exportScope = useAppSelector(selectPhotoExportScope);

  useEffect(() => {
    dispatch(events.screenOpened());
    // leaving the screen ends its saga session: calls under way are cancelled
    return () => {
      dispatch(events.screenLeft());
    };
  }, [dispatch]);

  const identityLabel = t(`identity.${identity}`);
  const identifierLabel = t(IDENTITY_CONFIG[identity].identifierLabel);
  const onPreview = useCallback(
    (row: PhotoRow) => {
      if (row.photoUrl) dispatch(events.previewOpened({ url: row.photoUrl, name: row.name }));
    },
    [dispatch],
  );
  const onRemove = useCallback((row: PhotoRow) => dispatch(events.removeClicked({ ids: [row.id], name: row.name })), [dispatch]);
  const columns = useMemo(() => photoColumns(t, identifierLabel, { onPreview, onRemove }), [t, identifierLabel, onPreview, onRemove]);
  const selection = useMemo(
    () => ({
      selected: list.checked,
      onChange: (ids: RowId[]) => dispatch(events.checkedChanged({ ids: ids.map(String) })),
      rowTestId: checkTestId,
      pageTestId: 'photos-check-page',
    }),
    [dispatch, list.checked],
  );
  const onFilterChange = useCallback((name: PhotoFilterName, value: string | number | null) => dispatch(events.filterChanged({ name, value })), [dispatch]);
  const onConfigChange = useCallback((field: ConfigField, value: string | string[]) => dispatch(events.configChanged({ field, value })), [dispatch]);

  return (
    <div className="photos-screen" data-testid="photos-screen">
      <div className="photos-screen-head">
        {/* the shell draws the screen's heading (ScreenTitle) */}
        <span className="photos-total" data-testid="photos-total">
          {awaitingRows(list) ? t('shell.loading') : t('people.total', { total: list.total })}
        </span>
      </div>
      <IdentityTabs active={identity} onChoose={(chosen: Identity) => dispatch(events.identityChosen({ identity: chosen }))} />
      <div className="photos-toolbar">
        <PhotoImportButton identity={identity} />
        <PhotoExportButton identity={identity} listName={t('photosUi.listName', { identity: identityLabel })} own={exportScope} />
        <Refusable reason={writeRefused}>
          <Button
            basic
            negative
            icon="trash alternate"
            data-testid="photos-delete-checked"
            content={t('photosUi.removeChecked')}
            disabled={list.checked.length === 0 || !!writeRefused}
            onClick={() => dispatch(events.removeClicked({ ids: list.checked }))}
          />
        </Refusable>
        <Refusable reason={removeAllRefused}>
          <Button
            negative
            icon="trash"
            data-testid="photos-delete-all"
            content={t('photosUi.removeAll')}
            loading={removal.status === 'counting'}
            disabled={removal.status !== 'idle' || !!removeAllRefused}
            onClick={() => dispatch(events.removeAllClicked())}
          />
        </Refusable>
        <Refusable reason={writeRefused}>
          <Button
            icon="setting"
            data-testid="photos-config-open"
            content={t('photosUi.config.open')}
            disabled={!!writeRefused}
            onClick={() => dispatch(events.configOpened())}
          />
        </Refusable>
      </div>
      <PhotoFilterForm
        values={list.filterDraft}
        identifierLabel={identifierLabel}
        onChange={onFilterChange}
        onSearch={() => dispatch(events.filtersSubmitted({ filters: list.filterDraft }))}
        onReset={() => dispatch(events.filtersReset())}
      />
      {list.status === 'failed' && list.problem && <Notice negative size="small" content={problemText(t, list.problem)} />}
      <PagedTable
        columns={columns}
        {...pageView(list)}
        rowTestId={() => 'photos-row'}
        selection={selection}
        onPageChange={(pageIndex) => dispatch(events.pageChanged({ pageIndex }))}
        onSizeChange={(pageSize) => dispatch(events.pageSizeChanged({ pageSize }))}
      />
      <ImagePreview
        open={preview !== null}
        urls={preview ? [preview.url] : []}
        title={preview ? t('photosUi.previewTitle', { name: preview.name }) : undefined}
        onClose={() => dispatch(events.previewClosed())}
      />
      <NoticeDialog
        open={question !== null}
        type={1}
        message={question ? say(t, 'key' in question ? { ...question, params: { ...question.params, identity: identityLabel } } : question) : ''}
        busy={removal.status === 'removing'}
        onConfirm={() => dispatch(events.removeConfirmed())}
        onCancel={() => dispatch(events.removeCancelled())}
      />
      <PhotoConfigDialog
        config={config}
        onChange={onConfigChange}
        onSubmit={() => dispatch(events.configSubmitted())}
        onClose={() => dispatch(events.configClosed())}
      />
    </div>
  );
}

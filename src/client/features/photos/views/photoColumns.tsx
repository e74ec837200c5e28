// The columns of the photo list: the thumbnail (the default avatar when there is none or it
// fails to load; a click previews the full photo), name, the identity's number, unit and
// class, the photo's time, and the removal of one person's photo.
import { Button } from 'semantic-ui-react';
import type { PhotoRow } from '../../../../shared/photos/api';
import type { T } from '../../../i18n';
import { FallbackImage } from '../../../widgets/image/FallbackImage';
import type { PagedTableColumn } from '../../../widgets/pagedTable/PagedTable';

export interface PhotoRowHandlers {
  onPreview: (row: PhotoRow) => void;
  onRemove: (row: PhotoRow) => void;
}

const dash = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '-' : v);

function Thumb({ row, t, onPreview }: { row: PhotoRow; t: T; onPreview: PhotoRowHandlers['onPreview'] }) {
  if (!row.photoUrl) {
    return (
      <FallbackImage
        className="photos-thumb photos-thumb-none"
        data-testid="photos-thumb"
        fallback="avatar"
        src={row.thumbUrl}
        alt={t('people.noPhoto')}
        title={t('people.noPhoto')}
      />
    );
  }
  return (
    <button type="button" className="photos-thumb-button" title={t('photosUi.viewFull')} aria-label={t('photosUi.viewFull')} onClick={() => onPreview(row)}>
      <FallbackImage className="photos-thumb" data-testid="photos-thumb" fallback="avatar" src={row.thumbUrl} alt={row.name} />
    </button>
  );
}

/** "unit / class" for students, the unit alone for everyone else */
const placementOf = (row: PhotoRow) => dash([row.unitName, row.className].filter(Boolean).join(' / '));

export function photoColumns(t: T, identifierLabel: string, { onPreview, onRemove }: PhotoRowHandlers): PagedTableColumn<PhotoRow>[] {
  return [
    { key: 'thumb', header: t('people.photo'), width: 72, render: (row) => <Thumb row={row} t={t} onPreview={onPreview} /> },
    // the row's person id, for tests that look a row up by person (the table names rows alike)
    { key: 'name', header: t('importField.name'), render: (row) => <span data-person-id={row.id}>{row.name}</span> },
    { key: 'identifier', header: identifierLabel, render: (row) => dash(row.identifier) },
    { key: 'placement', header: t('photosUi.col.placement'), render: placementOf },
    { key: 'photoTime', header: t('photosUi.col.photoTime'), render: (row) => dash(row.photoUpdatedAt) },
    {
      key: 'actions',
      header: t('common.actions'),
      width: 110,
      render: (row) => (
        <Button
          basic
          negative
          compact
          size="small"
          icon="trash alternate"
          content={t('photosUi.remove')}
          data-testid={`photos-delete-${row.id}`}
          disabled={!row.hasPhoto}
          onClick={() => onRemove(row)}
        />
      ),
    },
  ];
}

// A person as the photo screen's row (PhotoRow): the identity's own number, the ID number
// masked as in every list, unit and class, and signed links to the picture and its thumbnail
// while there is a photo.
import type { PhotoRow } from '../../shared/photos/api';
import { zonedDateTime } from '../exports/cells';
import { OWN_IDENTIFIER } from '../people/identifiers';
import { maskIdNumber } from '../../shared/people/mask';
import type { PersonDbRow } from '../people/rowQuery';

/** app.photos.link for the caller's tenant */
export type PhotoLinks = (name: string, thumb: boolean) => string;

/** the row; the photo's time written in the tenant's zone */
export function photoRow(r: PersonDbRow, links: PhotoLinks, zone: string): PhotoRow {
  const photo = r.photo_path;
  return {
    id: String(r.id),
    name: r.name,
    identity: r.identity,
    identifier: r[OWN_IDENTIFIER[r.identity]],
    idNumberMasked: maskIdNumber(r.id_number),
    unitName: r.unit_name,
    className: r.class_name,
    hasPhoto: photo !== null,
    photoUrl: photo ? links(photo, false) : null,
    thumbUrl: photo ? links(photo, true) : null,
    photoUpdatedAt: photo && r.photo_updated_at ? zonedDateTime(new Date(r.photo_updated_at), zone) : null,
  };
}

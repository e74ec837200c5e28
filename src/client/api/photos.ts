// Typed calls of the user photo screen (src/shared/photos/api.ts): remove some people's photos,
// remove every photo of an identity, read and save the photo settings. The list itself goes
// through the paged table's fetchPage with PHOTO_PATHS.list; pictures are signed links the rows
// carry, shown by <img> directly.
import type { Identity } from '../../shared/domain/people';
import { PHOTO_PATHS, PhotoConfig } from '../../shared/photos/api';
import type { Envelope } from '../../shared/protocol';
import type { Api } from './types';

export interface PhotosRemoved {
  removed: number;
}

/** The photos of these people are removed (ids sent as 'id,id'). */
export const removePhotos = (api: Api, ids: string[]): Promise<Envelope<PhotosRemoved>> =>
  api.request<PhotosRemoved>({ method: 'POST', url: PHOTO_PATHS.remove, data: { ids: ids.join(',') } });

/** Every photo of the identity in the tenant is removed. */
export const removeAllPhotos = (api: Api, identity: Identity): Promise<Envelope<PhotosRemoved>> =>
  api.request<PhotosRemoved>({ method: 'POST', url: PHOTO_PATHS.removeAll, data: { identity } });

export const fetchPhotoConfig = (api: Api): Promise<Envelope<PhotoConfig>> => api.request<PhotoConfig>({ method: 'POST', url: PHOTO_PATHS.config, data: {} });

/** 9009 with field reasons (maxSizeKb, minWidth, minHeight, formats) when invalid. */
export const savePhotoConfig = (api: Api, config: PhotoConfig): Promise<Envelope<PhotoConfig>> =>
  api.request<PhotoConfig>({ method: 'POST', url: PHOTO_PATHS.saveConfig, data: config });

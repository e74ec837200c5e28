// The photo screen's calls as the console makes them (wrapped, signed), and a picture link fetched
// as an <img> does: a plain GET with no session and no signature.
import type { FastifyInstance } from 'fastify';
import type { Identity } from '../../../src/shared/domain/people';
import { PHOTO_PATHS, PhotoConfig, PhotoListBody, PhotoRow } from '../../../src/shared/photos/api';
import { call, Session } from '../helpers';

/** the list body as the console sends it, or malformed on purpose */
export const listPhotos = (app: FastifyInstance, s: Session, body: Partial<Omit<PhotoListBody, 'hasPhoto' | 'identifier'>> & Record<string, unknown>) =>
  call<{ data: PhotoRow[]; total: number }>(app, s, { url: PHOTO_PATHS.list, body: { identity: 'STUDENT', pageSize: 100, ...body } });

export const removePhotos = (app: FastifyInstance, s: Session, ids: string | number[]) =>
  call<{ removed: number }>(app, s, { url: PHOTO_PATHS.remove, body: { ids } });

export const removeAllPhotos = (app: FastifyInstance, s: Session, identity: Identity) =>
  call<{ removed: number }>(app, s, { url: PHOTO_PATHS.removeAll, body: { identity } });

export const photoConfig = (app: FastifyInstance, s: Session) => call<PhotoConfig>(app, s, { url: PHOTO_PATHS.config, body: {} });

export const savePhotoConfig = (app: FastifyInstance, s: Session, body: Record<string, unknown>) =>
  call<PhotoConfig>(app, s, { url: PHOTO_PATHS.saveConfig, body });

/** GET a picture url as an <img> does: no Authorization, no X-Sign. */
export const fetchPicture = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

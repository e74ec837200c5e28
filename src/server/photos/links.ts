// Signed photo links (PHOTO_PATHS.file/<token>): the one signed-token mechanism of
// src/server/exports/link.ts under its own purpose, so an export link is never a photo link or
// the reverse. The token names the tenant, the stored picture and whether the thumbnail is
// meant, and expires; it is the whole authorisation of the GET (an <img> cannot carry the
// session or a request signature), so the route refuses anything altered or expired and looks
// the name up only inside the named tenant's folder.
//
// Expiry is rounded up to the next 5 minutes, so a list asked for again within those minutes
// gets the same urls and the browser answers from its cache; a link lives between
// PHOTO_LINK_SECONDS − 5 min and PHOTO_LINK_SECONDS.
import { PHOTO_PATHS } from '../../shared/photos/api';
import { PHOTO_LINK_SECONDS } from '../../shared/photos/limits';
import { signToken, TokenCheck, verifyToken } from '../exports/link';

export const PHOTO_LINK_SECRET = 'photo_link';
const PURPOSE = 'photo';
export const PHOTO_LINK_STEP_SECONDS = 300;

export interface PhotoClaims {
  /** tenant */
  t: string;
  /** the stored name (PhotoStore) */
  n: string;
  /** 1: the list thumbnail, 0: the picture */
  h: 0 | 1;
}

export function signPhotoToken(secret: string, tenantId: string, name: string, thumb: boolean, nowMs: number): string {
  const step = PHOTO_LINK_STEP_SECONDS;
  const expiresAt = Math.ceil(nowMs / 1000 / step) * step + PHOTO_LINK_SECONDS - step;
  return signToken(secret, PURPOSE, { t: tenantId, n: name, h: thumb ? 1 : 0 }, expiresAt);
}

export const photoUrl = (token: string): string => `${PHOTO_PATHS.file}/${token}`;

export function verifyPhotoToken(secret: string, token: string, nowMs: number): TokenCheck<PhotoClaims> {
  return verifyToken<PhotoClaims>(secret, PURPOSE, token, nowMs, (c) => typeof c.t === 'string' && typeof c.n === 'string' && (c.h === 0 || c.h === 1));
}

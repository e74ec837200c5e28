// Images bundled with the console (drawn by make-images.mjs; copies live in static/images for
// pages outside the bundle). Nothing here is ever fetched from another host.
import defaultAvatarUrl from 'url:./default-avatar.png';
import placeholderUrl from 'url:./placeholder.png';

export const DEFAULT_AVATAR_URL: string = defaultAvatarUrl;
export const PLACEHOLDER_IMAGE_URL: string = placeholderUrl;

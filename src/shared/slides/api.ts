// The slideshow's public read (/slideshowConfig, src/shared/resources/slides): the slides an app
// shows now for one tenant and one placement, enabled, inside their time window, in the order
// the administrator dragged.
//
//   GET /api/public/slides/:tenantCode?placement=homeTop  (no sign-in, plain JSON, ETag and 304)
//       → PublicSlides; an unknown or disabled tenant: HTTP 404 { error }
export const SLIDE_PLACEMENTS = ['homeTop', 'serviceHall', 'alumniHome', 'personalCenter'] as const;
export type SlidePlacement = (typeof SLIDE_PLACEMENTS)[number];

export const PUBLIC_SLIDES_ROUTE = '/api/public/slides/:tenantCode';
export const publicSlidesPath = (tenantCode: string, placement: SlidePlacement) =>
  `/api/public/slides/${encodeURIComponent(tenantCode)}?placement=${encodeURIComponent(placement)}`;

/** One slide as an app shows it. */
export interface PublicSlide {
  id: number;
  title: string;
  /** the picture's address on this server (file/view) */
  imageUrl: string;
  /** where a tap leads (http/https), or null */
  linkUrl: string | null;
  /** 'YYYY-MM-DD HH:mm:ss', the tenant's wall clock (generalSettings.timeZone) */
  startsAt: string;
  /** null: shown until disabled */
  endsAt: string | null;
}

export interface PublicSlides {
  tenant: string;
  placement: SlidePlacement;
  slides: PublicSlide[];
}

// Index and zoom arithmetic of the image preview, kept pure so it is tested without a DOM.
export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.25;

export const zoomIn = (zoom: number): number => Math.min(ZOOM_MAX, zoom + ZOOM_STEP);
export const zoomOut = (zoom: number): number => Math.max(ZOOM_MIN, zoom - ZOOM_STEP);

/** A start index outside the list shows the first picture. */
export const clampIndex = (index: number, count: number): number => (count === 0 || index < 0 || index >= count || !Number.isInteger(index) ? 0 : index);

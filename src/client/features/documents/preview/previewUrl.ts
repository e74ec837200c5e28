// Where the preview page is: its own small HTML entry (preview.html), which Parcel builds beside
// the console from this reference, so the frame loads no session, store or saga.
export const previewUrl = (face: string): string => `${new URL('./preview.html', import.meta.url).href}?face=${encodeURIComponent(face)}`;

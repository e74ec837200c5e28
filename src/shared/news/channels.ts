// The channels of the school's news site that deliver articles to the platform's news inbox
// (src/server/news). The app settings document (appService) offers them as its news section's
// channels; the demo inbox holds articles of each.
export const NEWS_CHANNELS = ['campusNews', 'notices', 'academic', 'studentLife'] as const;
export type NewsChannel = (typeof NEWS_CHANNELS)[number];

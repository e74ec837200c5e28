// The three downloads every chart offers, all made in the browser.
export const CHART_FORMATS = ['png', 'svg', 'csv'] as const;
export type ChartFormat = (typeof CHART_FORMATS)[number];

/** asks the drawn chart for one file; resolves when the browser has it */
export type ChartDownload = (format: ChartFormat) => Promise<void>;

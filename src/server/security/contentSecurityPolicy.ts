// The Content-Security-Policy every answer carries (plugins/securityHeaders.ts). The console
// loads only its own files: scripts from this server and none inline (Parcel's index.html has
// none); images and fonts from here or data: (semantic-ui's icon fonts are inlined in its CSS)
// and blob: (pictures chosen for upload); calls to this server only. Violations are reported to
// CSP_REPORT_PATH.
//
// Styles: 'unsafe-inline' for style-src only, because Highcharts 13 writes its palette (the CSS
// variables its default colours are) into a <style> element of each chart, whose nonce is the
// fixed word 'highcharts' (a nonce everyone knows protects nothing more than 'unsafe-inline'),
// and an exported chart must carry those variables with it. Nothing else needed it: React,
// semantic-ui-react and Quill set styles through the DOM (test/e2e/csp.test.ts visits every
// route with style-src 'self' alone and sees only the chart screens' palettes blocked).
//
// frame-ancestors names the pages allowed to show the console in a frame: this server's own
// (the demo parent page, /parent-demo.html, is served from here) plus the origins of
// FRAME_ANCESTORS. report-uri and not report-to: the Reporting API sends only to a secure
// endpoint, and a school's console often runs on plain http inside its network.
export const CSP_REPORT_PATH = '/api/public/cspReport';

/** one origin (scheme, host, optional port; `*.` allowed for sub-domains), as frame-ancestors takes it */
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

export class FrameAncestorsInvalid extends Error {}

/**
 * FRAME_ANCESTORS: the origins of the parent pages allowed to embed the console, separated by
 * spaces or commas (`https://portal.school.edu https://*.school.edu`); `'none'` forbids any
 * frame, this server's own pages included. Empty or unset: this server's own pages only.
 */
export function frameAncestorsOf(value: string | undefined): string[] {
  const items = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (items.length === 1 && items[0] === "'none'") return ["'none'"];
  const bad = items.filter((o) => !ORIGIN.test(o) && o !== "'self'");
  if (bad.length) throw new FrameAncestorsInvalid(`FRAME_ANCESTORS: not an origin (https://host[:port]): ${bad.join(' ')}`);
  return ["'self'", ...items.filter((o) => o !== "'self'").map((o) => o.toLowerCase())];
}

export function contentSecurityPolicy(frameAncestors: readonly string[] = ["'self'"]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

// POST /api/public/cspReport: where browsers send the console's Content-Security-Policy
// violations (report-uri, security/contentSecurityPolicy.ts), unsigned and without a session as
// a browser sends them: `application/csp-report` ({"csp-report": {...}}, report-uri) or
// `application/reports+json` ([{type: "csp-violation", body: {...}}], the Reporting API). Each
// violation is logged (warn) with what was blocked and where; the body is limited to 16 KB and
// at most REPORTS_LOGGED violations of one request are logged. Anyone may send reports, so they
// are rate-limited before anything is read or logged: per address (CSP_REPORT_RATE) and for all
// addresses together (CSP_REPORT_TOTAL_RATE); past either, 429 with Retry-After and no log line.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../envelope';
import { MalformedRequestError } from '../../plugins/protocol/bodyParser';
import { envelopeResponse } from '../../schemas/response';
import { CSP_REPORT_PATH } from '../../security/contentSecurityPolicy';
import { createRateLimiter, RateOptions } from '../../appCalls/rateLimit';

const BODY_LIMIT = 16 * 1024;
/** a browser sends a few reports a page; a page with a broken policy, a burst of some dozens */
export const CSP_REPORT_RATE: RateOptions = { perSecond: 2, burst: 40 };
/** every address together: what the log takes in a second */
export const CSP_REPORT_TOTAL_RATE: RateOptions = { perSecond: 50, burst: 200 };
/** addresses remembered at once; past it the buckets start again (a flood of addresses) */
const MAX_ADDRESSES = 10_000;
const REPORTS_LOGGED = 20;
const FIELD_MAX = 300;

/** the fields of a violation worth a log line, in the Reporting API's names */
const FIELDS: Array<[string, string]> = [
  ['documentURL', 'document-uri'],
  ['effectiveDirective', 'effective-directive'],
  ['blockedURL', 'blocked-uri'],
  ['sourceFile', 'source-file'],
  ['lineNumber', 'line-number'],
  ['sample', 'script-sample'],
  ['disposition', 'disposition'],
];

export type Violation = Record<string, string | number>;

const shortened = (v: unknown): string | number | undefined => (typeof v === 'number' ? v : typeof v === 'string' ? v.slice(0, FIELD_MAX) : undefined);

function violationOf(body: Record<string, unknown>): Violation {
  const out: Violation = {};
  for (const [name, legacy] of FIELDS) {
    const value = shortened(body[name] ?? body[legacy]);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** Both wire forms, as a list of violations. */
export function violationsOf(body: unknown): Violation[] {
  if (Array.isArray(body)) {
    return body
      .filter((r): r is { type: string; body: Record<string, unknown> } => !!r && typeof r === 'object' && r.type === 'csp-violation' && !!r.body)
      .map((r) => violationOf(r.body));
  }
  const report = (body as { 'csp-report'?: unknown } | null)?.['csp-report'];
  return report && typeof report === 'object' ? [violationOf(report as Record<string, unknown>)] : [];
}

export default async function cspReportRoute(app: FastifyInstance) {
  // only the two report types (this plugin's own parsers): any other body is refused (400, as
  // the API refuses a body of a type it does not take)
  app.removeAllContentTypeParsers();
  for (const type of ['application/csp-report', 'application/reports+json']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, text, done) => {
      try {
        done(null, JSON.parse(text as string));
      } catch {
        done(new MalformedRequestError('not JSON'), undefined);
      }
    });
  }
  let perAddress = createRateLimiter(CSP_REPORT_RATE, () => app.now());
  const total = createRateLimiter(CSP_REPORT_TOTAL_RATE, () => app.now());
  const seen = new Set<string>();
  app.addHook('onRequest', async (request, reply) => {
    if (!seen.has(request.ip)) {
      if (seen.size >= MAX_ADDRESSES) {
        perAddress = createRateLimiter(CSP_REPORT_RATE, () => app.now());
        seen.clear();
      }
      seen.add(request.ip);
    }
    const wait = perAddress.take(request.ip) || total.take('*');
    if (wait > 0) {
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .send({ status: 429, msg: request.t('protocol.tooManyReports', { seconds: wait }), result: null });
    }
  });
  app.post(
    CSP_REPORT_PATH,
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: { type: ['object', 'array'], maxItems: 100 }, response: envelopeResponse({ type: 'null' }) },
    },
    async (request) => {
      const violations = violationsOf(request.body);
      for (const violation of violations.slice(0, REPORTS_LOGGED)) request.log.warn({ cspViolation: violation }, 'content security policy violation');
      return ok(null);
    },
  );
}

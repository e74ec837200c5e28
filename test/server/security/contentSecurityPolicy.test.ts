// The policy's text and FRAME_ANCESTORS, and the violation reports read in both wire forms.
import { violationsOf } from '../../../src/server/routes/cspReport';
import { contentSecurityPolicy, FrameAncestorsInvalid, frameAncestorsOf } from '../../../src/server/security/contentSecurityPolicy';

describe('FRAME_ANCESTORS', () => {
  it("is this server's own pages when unset or empty", () => {
    expect(frameAncestorsOf(undefined)).toEqual(["'self'"]);
    expect(frameAncestorsOf('  ')).toEqual(["'self'"]);
  });

  it('adds the named parent origins, separated by spaces or commas', () => {
    expect(frameAncestorsOf('https://portal.school.edu, http://10.0.0.5:8081 https://*.school.edu')).toEqual([
      "'self'",
      'https://portal.school.edu',
      'http://10.0.0.5:8081',
      'https://*.school.edu',
    ]);
    expect(contentSecurityPolicy(frameAncestorsOf('https://Portal.School.edu'))).toContain("frame-ancestors 'self' https://portal.school.edu;");
  });

  it("takes 'none' alone, and refuses what is not an origin (a path, a quote, a directive)", () => {
    expect(frameAncestorsOf("'none'")).toEqual(["'none'"]);
    for (const bad of ['https://a.edu/page', 'https://a.edu; script-src *', '*', 'portal.school.edu', "'unsafe-inline'"]) {
      expect(() => frameAncestorsOf(bad)).toThrow(FrameAncestorsInvalid);
    }
  });

  it('allows no inline script, and names the report endpoint', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain('report-uri /api/public/cspReport');
  });
});

describe('violation reports', () => {
  it('reads report-uri and Reporting API bodies, keeping the telling fields, shortened', () => {
    expect(
      violationsOf({
        'csp-report': {
          'document-uri': 'http://h/x',
          'effective-directive': 'style-src-attr',
          'blocked-uri': 'inline',
          'line-number': 3,
          'original-policy': 'long',
        },
      }),
    ).toEqual([{ documentURL: 'http://h/x', effectiveDirective: 'style-src-attr', blockedURL: 'inline', lineNumber: 3 }]);
    const [v] = violationsOf([
      { type: 'csp-violation', body: { documentURL: 'http://h/', sample: 'y'.repeat(1000) } },
      { type: 'deprecation', body: {} },
    ]);
    expect(v.documentURL).toBe('http://h/');
    expect(String(v.sample).length).toBe(300);
    expect(violationsOf({ nothing: 1 })).toEqual([]);
  });
});

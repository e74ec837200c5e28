// Security headers on every answer (the console, its files, the API, errors, downloads): the
// Content-Security-Policy (security/contentSecurityPolicy.ts), nosniff (a file is only what its
// Content-Type says), and a Referrer-Policy that sends other sites the origin at most. A route
// that sets a policy of its own (the page before login, routes/landing) keeps it. Added at
// onSend, which every answer passes (the 404s included) but the router's own refusals, which
// app.ts's frameworkErrors answers with the same headers (securityHeadersOf).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentSecurityPolicy } from '../security/contentSecurityPolicy';

export interface SecurityHeadersOptions {
  /** FRAME_ANCESTORS, parsed (frameAncestorsOf); this server's own pages when omitted */
  frameAncestors?: readonly string[];
}

export const securityHeadersOf = (frameAncestors?: readonly string[]): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy(frameAncestors),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
});

export default fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, opts) => {
    const headers = securityHeadersOf(opts.frameAncestors);
    app.addHook('onSend', async (_request, reply, payload) => {
      for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
      return payload;
    });
  },
  { name: 'security-headers' },
);

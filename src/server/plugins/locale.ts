// request.locale from Accept-Language, and request.t(key, params) in that language, so every
// message the server sends is in the caller's language (DOMAIN.md, "Language").
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, localeFromHeader, translate } from '../../shared/i18n';
import type { Translate } from '../types';

export default fp(
  async (app) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    // a shared function reading `this`, so no closure is made per request
    app.decorateRequest('t', function t(this: { locale: typeof DEFAULT_LOCALE }, key: string, params?: Record<string, string | number>) {
      return translate(this.locale, key, params);
    } as Translate);
    app.addHook('onRequest', async (request) => {
      request.locale = localeFromHeader(request.headers['accept-language']);
    });
  },
  { name: 'locale' },
);

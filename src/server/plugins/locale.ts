// request.locale from Accept-Language, and request.t(key, params) in that language, so every
// message the server sends is in the caller's language (DOMAIN.md, "Language").
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, localeFromHeader, translate } from '../../shared/i18n';
import type { Translate } from '../types';

const defaultT: Translate = (key, params) => translate(DEFAULT_LOCALE, key, params);

export default fp(
  async (app) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    app.decorateRequest('t', defaultT);
    app.addHook('onRequest', async (request) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      request.locale = locale;
      // a bound function, so handlers may pass request.t around as a plain callback
      request.t = locale === DEFAULT_LOCALE ? defaultT : (key, params) => translate(locale, key, params);
    });
  },
  { name: 'locale' },
);

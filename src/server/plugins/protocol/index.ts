// The wire protocol of PROTOCOL.md as one plugin: wrapped bodies in, wrapped results out,
// signatures checked and answered, and every failure as an envelope.
import fp from 'fastify-plugin';
import { registerWrappedJsonParser } from './bodyParser';
import { registerEnvelope } from './envelope';
import { registerErrorHandler } from './errors';
import { registerSignatureCheck } from './signature';

export default fp(
  async (app) => {
    registerWrappedJsonParser(app);
    registerEnvelope(app);
    registerSignatureCheck(app);
    registerErrorHandler(app);
  },
  { name: 'protocol', dependencies: ['db', 'locale'] },
);

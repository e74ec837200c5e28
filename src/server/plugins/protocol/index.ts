// The wire protocol of PROTOCOL.md as one plugin: wrapped bodies in, wrapped results out,
// signatures checked and answered, and every failure as an envelope.
import fp from 'fastify-plugin';
import { registerWrappedJsonParser } from './bodyParser';
import { registerEnvelope } from './envelope';
import { registerErrorHandler } from './errors';
import { registerInputTextCheck } from './inputText';
import { registerRequestTargetCheck } from './requestTarget';
import { registerSignatureCheck } from './signature';

export default fp(
  async (app) => {
    // onRequest, before the auth plugin's hook: only origin-form targets go further
    registerRequestTargetCheck(app);
    registerWrappedJsonParser(app);
    registerEnvelope(app);
    registerSignatureCheck(app);
    // preValidation, after the signature check: NUL characters and out-of-range numbers
    registerInputTextCheck(app);
    registerErrorHandler(app);
  },
  { name: 'protocol', dependencies: ['db', 'locale'] },
);

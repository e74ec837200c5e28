// What the document write calls share: the write context of a request (tenant's database,
// language, the signed-in person, the app's clock) and the write's outcome as the answer. A
// write that kept a version drops the public read's cached answer at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Status } from '../../../shared/protocol';
import type { Db } from '../../db/schema';
import type { WriteContext, WriteOutcome } from '../../documents/write';
import { invalid, ok, refusedAs } from '../../envelope';
import { authOf, Translate } from '../../types';

export function writeContextOf(app: FastifyInstance, request: FastifyRequest): WriteContext & { db: Db } {
  const auth = authOf(request);
  return { db: app.db, t: request.t, actor: { account: auth.account, name: auth.userName }, now: new Date(app.now()) };
}

export function writeAnswer(t: Translate, outcome: WriteOutcome, onWritten: () => void) {
  if (outcome.ok) {
    if (outcome.written) onWritten();
    return ok(outcome.state, outcome.msg);
  }
  if ('conflict' in outcome)
    return { status: Status.REFUSED, msg: t('document.conflict', { version: outcome.conflict.current.version }), result: outcome.conflict };
  if ('errors' in outcome) return invalid(t, outcome.errors);
  return refusedAs(t, 'document.versionNotFound', { version: outcome.missingVersion });
}

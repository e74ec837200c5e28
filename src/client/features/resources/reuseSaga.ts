// Before a save: the values another record already holds, asked of the server (a definition's
// findByKey call for its key field, its reuseCheck call for each unique field). A value taken is
// refused beside its field; an unanswered check leaves it to the save.
import { Envelope } from '../../../shared/protocol/status';
import { ResourceDef, formFields } from '../../../shared/resources';
import { resourceCall } from '../../api/collections';
import { callAsk } from '../../lib/ask';
import { isOk } from '../../lib/reply';
import type { T } from '../../i18n';
import type { FieldErrors, FieldValues } from './resourceState';

/** The unique fields whose value another record holds (def.reuseCheck), each with the server's reason. */
export function* reusedFields(def: ResourceDef, values: FieldValues, id: number | null, t: T) {
  const errors: FieldErrors = {};
  if (def.findByKey) {
    const { call: findCall, field } = def.findByKey;
    const value = values[field];
    const label = def.fields.find((f) => f.name === field)?.label ?? field;
    if (typeof value === 'string' && value !== '') {
      const reply: Envelope<{ id?: unknown } | null> = yield callAsk(resourceCall, def, findCall, { [field]: value });
      // another record answered: the value is taken (the record itself may keep it)
      if (isOk(reply) && reply.result && Number(reply.result.id) !== id) errors[field] = t('resourceUi.valueTaken', { field: t(label) });
    }
  }
  if (!def.reuseCheck) return errors;
  for (const f of formFields(def).filter((x) => x.unique && !x.readOnly)) {
    const value = values[f.name];
    if (typeof value !== 'string' || value === '') continue;
    const reply: Envelope<{ reused: boolean }> = yield callAsk(resourceCall, def, def.reuseCheck, { field: f.name, value, ...(id !== null ? { id } : {}) });
    // an unanswered check leaves the decision to the save, which refuses a taken value itself
    if (isOk(reply) && reply.result?.reused) errors[f.name] = reply.msg || f.name;
  }
  return errors;
}

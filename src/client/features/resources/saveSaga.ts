// A record's save once the slice has the form 'submitting': the console's own checks, then the
// reuse checks (reuseSaga.ts), then the definition's save, update or submit call; the server's
// field reasons go beside their fields.
import { call, put, select } from 'redux-saga/effects';
import { Locale } from '../../../shared/i18n/registry';
import { Envelope, FieldError, Status } from '../../../shared/protocol/status';
import { ResourceDef, callsOf, formFields, resourceByKey } from '../../../shared/resources';
import { validateRecord } from '../../../shared/resources/validate';
import { resourceCall } from '../../api/collections';
import { selectLocale, tFor } from '../../i18n';
import { callAsk } from '../../lib/ask';
import { problemOf } from '../../lib/problem';
import { succeeded } from '../../lib/reply';
import { refuse, toastShown } from '../ui';
import type { KeyedAction } from './keyedEffects';
import type { FieldErrors, FieldValue, FieldValues, FormState } from './resourceState';
import { selectForm } from './resourcesSelectors';
import { formRejected, saveFailed, saved } from './resourcesSlice';
import { reusedFields } from './reuseSaga';

/** What is sent: the form's fields but the read-only ones, text trimmed (the server compares
 *  trimmed too); rich text goes as the editor made it (the server sanitises it). */
const valuesToSend = (def: ResourceDef, values: FieldValues): FieldValues =>
  Object.fromEntries(
    formFields(def)
      .filter((f) => !f.readOnly)
      .map((f) => {
        const value: FieldValue = values[f.name] ?? null;
        return [f.name, typeof value === 'string' && f.type !== 'richText' ? value.trim() : value];
      }),
  );

/** A 9009 result: reasons for fields on the form go beside them; any others are returned. */
function placeFieldErrors(def: ResourceDef, result: FieldError[]): { errors: FieldErrors; elsewhere: string[] } {
  const onForm = new Set(formFields(def).map((f) => f.name));
  const errors: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const { field, reason } of result) {
    if (onForm.has(field) && !(field in errors)) errors[field] = reason;
    else elsewhere.push(reason);
  }
  return { errors, elsewhere };
}

export function* saveRecord({ payload: { key } }: KeyedAction) {
  const def = resourceByKey(key);
  const form: FormState = yield select(selectForm(key));
  if (!def || form.status !== 'submitting') return;
  const locale: Locale = yield select(selectLocale);
  const t = tFor(locale);
  const values = valuesToSend(def, form.values);
  // The console checks first, with the same rules the server applies, so most mistakes are
  // shown beside their fields without a round trip.
  const problems = validateRecord(def, values, t);
  if (problems.length > 0) {
    yield put(formRejected({ key, errors: Object.fromEntries(problems.map((p) => [p.field, t(p.key, p.params)])) }));
    return;
  }
  const editing = form.mode === 'edit';
  const reused: FieldErrors = yield call(reusedFields, def, values, editing ? form.id : null, t);
  if (Object.keys(reused).length > 0) {
    yield put(formRejected({ key, errors: reused }));
    return;
  }
  const calls = callsOf(def);
  // a submit-style collection has one call for both: an id present means edit
  const saveCall = (editing ? (calls.update ?? calls.submit) : (calls.save ?? calls.submit))!;
  const envelope: Envelope = yield callAsk(resourceCall, def, saveCall, editing ? { id: form.id, ...values } : values);
  if (succeeded(envelope)) {
    const newId = Number((envelope.result as { id?: unknown } | null)?.id);
    yield put(saved({ key, id: editing ? form.id : Number.isFinite(newId) ? newId : null }));
    yield put(toastShown({ kind: 'success', key: 'common.saved' }));
    return;
  }
  if (envelope.status === Status.INVALID && Array.isArray(envelope.result)) {
    const { errors, elsewhere } = placeFieldErrors(def, envelope.result as FieldError[]);
    if (Object.keys(errors).length > 0) {
      yield put(formRejected({ key, errors }));
      if (elsewhere.length > 0) yield put(toastShown({ kind: 'error', text: elsewhere.join('; ') }));
      return;
    }
    yield* refuse(saveFailed({ key, problem: problemOf(envelope.status, elsewhere.join('; ') || envelope.msg) }));
    return;
  }
  yield* refuse(saveFailed({ key, problem: problemOf(envelope) }));
}

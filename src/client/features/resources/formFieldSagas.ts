// A form field's own trips to the server: an image (or a rich text's picture) uploaded as it is
// picked, and a url field's address checked (baseService/checkURL).
import { call, put, select } from 'redux-saga/effects';
import { Envelope } from '../../../shared/protocol/status';
import { resourceByKey } from '../../../shared/resources';
import type { CheckedUrl } from '../../../shared/resources/files';
import { UploadedFile, checkUrl, uploadFile } from '../../api/collections';
import { callAsk } from '../../lib/ask';
import { getFile, releaseFile } from '../../lib/fileRegistry';
import { Problem, problemOf } from '../../lib/problem';
import { succeeded } from '../../lib/reply';
import { uploadedValue, uploadPathFor } from '../../lib/uploadedPicture';
import type { FormState } from './resourceState';
import { selectForm } from './resourcesSelectors';
import { imagePicked, imageRefused, imageUploaded, urlCheckClicked, urlChecked } from './resourcesSlice';

/** The refusal of an upload as the field shows it: the server's words, or ours by key. */
const uploadRefusal = (problem: Problem) => (problem.key ? { key: problem.key } : problem.msg ? { text: problem.msg } : { key: 'resourceUi.uploadFailed' });

/** An image picked for a form field (or a rich-text field's picture), uploaded through the call the
 *  field names (uploadPathOf: file/upload, FrameWorkUpload for rich text). The File comes from the
 *  registry and is released whatever happens; the slice takes only the answer to its latest pick. */
export function* uploadImage(action: ReturnType<typeof imagePicked>) {
  const { key, field, file } = action.payload;
  try {
    const form: FormState = yield select(selectForm(key));
    const upload = form.uploads[field];
    if (!upload || upload.status !== 'uploading' || upload.fileId !== file.id) return;
    const blob: Blob | undefined = yield call(getFile, file.id);
    if (!blob) {
      yield put(imageRefused({ key, field, fileId: file.id, error: { key: 'resourceUi.fileGone' } }));
      return;
    }
    const fieldDef = resourceByKey(key)?.fields.find((f) => f.name === field);
    const envelope: Envelope<UploadedFile> = yield callAsk(uploadFile, blob, file.name, uploadPathFor(fieldDef));
    const result = envelope.result as UploadedFile | null;
    if (!succeeded(envelope) || !result || typeof result.id !== 'string') {
      yield put(imageRefused({ key, field, fileId: file.id, error: uploadRefusal(problemOf(envelope)) }));
      return;
    }
    // the form as it is now: a rich text typed into meanwhile keeps what was typed
    const now: FormState = yield select(selectForm(key));
    const value = uploadedValue(fieldDef, now.values[field], result);
    yield put(imageUploaded({ key, field, fileId: file.id, value, url: String(result.url ?? '') }));
  } finally {
    yield call(releaseFile, file.id);
  }
}

/** A url field's address checked by the server: usable (its words, with the addresses the name
 *  has), or refused (the field's reason: not http(s), private, unresolved). The slice takes only
 *  the answer about the address still in the field. */
export function* checkUrlField(action: ReturnType<typeof urlCheckClicked>) {
  const { key, field } = action.payload;
  const form: FormState = yield select(selectForm(key));
  const check = form.urlChecks[field];
  if (!check || check.status !== 'checking') return;
  const reply: Envelope<CheckedUrl | null> = yield callAsk(checkUrl, check.url);
  if (succeeded(reply) && reply.result) {
    const addresses = reply.result.addresses.join(', ');
    yield put(urlChecked({ key, field, url: check.url, usable: true, text: addresses ? `${reply.msg}（${addresses}）` : reply.msg }));
    return;
  }
  // a 9009 names the field's reason in its message; a failed call (offline, 5xx) has ours
  yield put(urlChecked({ key, field, url: check.url, usable: false, ...(reply.msg ? { text: reply.msg } : { messageKey: 'resourceUi.urlCheckFailed' }) }));
}

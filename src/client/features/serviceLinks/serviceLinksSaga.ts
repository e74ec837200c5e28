// The service link picker's reads: POST serviceInfo/richTextEditor/serviceList with the name and
// page the slice holds (takeLatest: a newer search or page makes the older answer stale; a close
// cancels it).
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { CATALOGUE_PATHS, RICH_TEXT_SERVICES_PAGE, RichTextService } from '../../../shared/services/catalogue';
import { fetchPage, PageOutcome } from '../../widgets/pagedTable/pagedQuery';
import { pageChanged, pickerClosed, pickerOpened, searchSubmitted, servicesFailed, servicesLoaded, ServiceLinksState } from './serviceLinksSlice';
import { selectServiceLinks } from './selectors';

export function* loadServices() {
  const state: ServiceLinksState = yield select(selectServiceLinks);
  if (state.status !== 'loading') return;
  const body = { ...(state.name ? { name: state.name } : {}), pageIndex: state.pageIndex, pageSize: RICH_TEXT_SERVICES_PAGE };
  const page: PageOutcome<RichTextService> = yield call(fetchPage, CATALOGUE_PATHS.richTextServices, body);
  if (page.problem) yield put(servicesFailed({ problem: page.problem }));
  else yield put(servicesLoaded({ rows: page.rows, total: page.total }));
}

export function* serviceLinksSaga() {
  yield takeLatest([pickerOpened.type, searchSubmitted.type, pageChanged.type, pickerClosed.type], loadServices);
}

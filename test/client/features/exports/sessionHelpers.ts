// How the export tests run one opening of the dialog: the root export saga on the real
// reducers, with a scripted api, recorded delays and saveBlob provided (no DOM download).
// expectSaga counts each `.delay(ms)` from the start and applies it to the next dispatch only,
// and delivers a dispatched event when the saga takes it (events before it come along); later
// events are given increasing times, after the header list and the count are in.
import { expectSaga } from '../../sagaClock';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { getContext } from 'redux-saga/effects';
import { saveBlob } from '../../../../src/client/lib/download';
import { exportSaga } from '../../../../src/client/features/exports/exportSaga';
import { rowSelectionChanged } from '../../../../src/client/features/exports/exportSlice';
import type { ListSearch } from '../../../../src/client/features/exports/state';
import { formAnswers, openedForStudents, recordDelays, recordingReducer, scriptedApi, SEARCH, signedIn, through } from './fixtures';

type Handler = (data: unknown) => unknown;

/** One opening on the student list (rows 2 and 5 checked). `saved` collects saveBlob's calls. */
export function session(answers: Record<string, Handler>, saved: unknown[][] = [], search: ListSearch = SEARCH) {
  const api = scriptedApi({ ...formAnswers(), ...answers });
  const delays = recordDelays();
  const states = recordingReducer();
  const saga = expectSaga(exportSaga)
    .withReducer(states.reducer, through([rowSelectionChanged({ identity: 'STUDENT', ids: [2, 5] })], signedIn()))
    .provide([
      [getContext('api'), api],
      delays.provider,
      [
        matchers.call.fn(saveBlob),
        dynamic((effect: { args: unknown[] }) => {
          saved.push(effect.args);
        }),
      ],
    ])
    .dispatch(openedForStudents(search));
  return { api, delays, saga, shown: states.shown };
}

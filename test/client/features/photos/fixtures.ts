// Photo rows and settings as the server gives them (src/shared/photos/api.ts), the states the
// real photos reducer reaches through its events, and a fake Api that answers by url.
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import type { Api, RequestOptions } from '../../../../src/client/api/types';
import photos from '../../../../src/client/features/photos/photosSlice';
import * as ev from '../../../../src/client/features/photos/photosSlice';
import type { Identity } from '../../../../src/shared/domain/people';
import { PHOTO_PATHS, PhotoConfig, PhotoRow } from '../../../../src/shared/photos/api';
import type { Envelope } from '../../../../src/shared/protocol/status';

export const LIST = PHOTO_PATHS.list;

export const photoRow = (id: number, withPhoto = true, identity: Identity = 'NEW_STUDENT'): PhotoRow => ({
  id: String(id),
  name: `学生${id}`,
  identity,
  identifier: `2025000${id}`,
  idNumberMasked: '110105********002X',
  unitName: '软件工程',
  className: '软件工程2025级1班',
  hasPhoto: withPhoto,
  photoUrl: withPhoto ? `/api/blade-platform/userImg/file/full-${id}` : null,
  thumbUrl: withPhoto ? `/api/blade-platform/userImg/file/thumb-${id}` : null,
  photoUpdatedAt: withPhoto ? '2025-09-01 08:00:00' : null,
});

export const CONFIG: PhotoConfig = { maxSizeKb: 2048, minWidth: 300, minHeight: 400, formats: ['jpeg'] };

export const ok = <T>(result: T): Envelope<T> => ({ status: 1000, msg: '', result });
export const page = <R>(rows: R[], total = rows.length) => ok({ data: rows, total });
export const emptyPage = (total = 0): Envelope => ({ status: 1004, msg: '暂无数据', result: { data: [], total } });
export const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

export const reducer = combineReducers({ photos });
export type State = ReturnType<typeof reducer>;
export const stateAfter = (actions: UnknownAction[], from?: State): State => actions.reduce(reducer, from ?? reducer(undefined, { type: '@@init' }));

export const ROWS = [photoRow(2), photoRow(1, false)];
/** the screen on show, its first page read */
export const loadedState = (): State => stateAfter([ev.screenOpened(), ev.listLoaded({ identity: 'NEW_STUDENT', rows: ROWS, total: 2 })]);

type Answer = Envelope | Error | ((options: RequestOptions) => Envelope | Error | Promise<Envelope>);

/** A fake Api: `answers[url]` is what a call to url gets; each call is recorded. */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: RequestOptions[] = [];
  const request = jest.fn(async (options: RequestOptions) => {
    calls.push(options);
    const answer = answers[options.url];
    if (answer === undefined) throw new Error(`no answer for ${options.url}`);
    const value = typeof answer === 'function' ? await answer(options) : answer;
    if (value instanceof Error) throw value;
    return value;
  });
  const api = { request, upload: jest.fn(), download: jest.fn() } as unknown as Api & { request: typeof request };
  return { api, calls, callsTo: (url: string) => calls.filter((c) => c.url === url) };
}

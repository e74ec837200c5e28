// The robot library's calls as the console makes them (wrapped, signed), typed for the tests.
import type { FastifyInstance } from 'fastify';
import type { Page, QuestionRow, QuestionTypeRow, TryResult } from '../../../src/shared/robot/api';
import { ROBOT_PATHS } from '../../../src/shared/robot/api';
import { call, consoleGet, Session } from '../helpers';

export const post = <T = unknown>(app: FastifyInstance, s: Session, url: string, body: unknown, lang?: string) =>
  call<T>(app, s, { url, body, headers: lang ? { 'accept-language': lang } : {} });

export const types = (app: FastifyInstance, s: Session) => call<QuestionTypeRow[]>(app, s, { method: 'GET', url: consoleGet(ROBOT_PATHS.typeList) });
export const questions = (app: FastifyInstance, s: Session, body: Record<string, unknown> = {}) =>
  post<Page<QuestionRow>>(app, s, ROBOT_PATHS.questionList, body);
export const saveQuestion = (app: FastifyInstance, s: Session, body: Record<string, unknown>, lang?: string) =>
  post<{ id: number }>(app, s, ROBOT_PATHS.questionSave, body, lang);
export const ask = (app: FastifyInstance, s: Session, text: string) => post<TryResult>(app, s, ROBOT_PATHS.questionTry, { text });

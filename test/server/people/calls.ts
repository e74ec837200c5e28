// The people calls as the console makes them (wrapped, signed), typed for the tests.
import type { FastifyInstance } from 'fastify';
import type { Identity } from '../../../src/shared/domain/people';
import { peopleListPath, PersonDetail, PersonRow, personDetailPath } from '../../../src/shared/people/api';
import { call, Session } from '../helpers';

export const listPeople = (app: FastifyInstance, s: Session, identity: Identity, body: Record<string, unknown> = {}) =>
  call<{ data: PersonRow[]; total: number }>(app, s, { url: peopleListPath(identity), body });

export const personDetail = (app: FastifyInstance, s: Session, identity: Identity, id: number) =>
  call<PersonDetail>(app, s, { url: personDetailPath(identity), body: { id } });

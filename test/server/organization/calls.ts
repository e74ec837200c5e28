// The organisation calls as the console makes them, typed for the tests.
import type { FastifyInstance } from 'fastify';
import { ORG_PATHS, OrgTreeNode, OrgUnitRow } from '../../../src/shared/people/api';
import { call, consoleGet, Session } from '../helpers';

export const postTree = (app: FastifyInstance, s: Session, url: string, body: Record<string, unknown> = {}) => call<OrgTreeNode[]>(app, s, { url, body });

export const newStudentTree = (app: FastifyInstance, s: Session) =>
  call<OrgTreeNode[]>(app, s, { method: 'GET', url: consoleGet(ORG_PATHS.newStudentOrganization) });

export const listUnits = (app: FastifyInstance, s: Session, body: Record<string, unknown> = {}) =>
  call<{ data: OrgUnitRow[]; total: number }>(app, s, { url: ORG_PATHS.unitList, body });

/** every node of a tree, depth first */
export const flatten = (nodes: OrgTreeNode[]): OrgTreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

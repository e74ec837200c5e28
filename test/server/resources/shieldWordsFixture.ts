// Calls of the shieldWords resource, as the generic resource screen makes them.
import type { FastifyInstance } from 'fastify';
import type { PageResult, ResourceRow } from '../../../src/shared/resources';
import { call, Session } from '../helpers';

const BASE = '/api/blade-platform/platformalumniword';

export const list = (app: FastifyInstance, s: Session, body: Record<string, unknown> = {}) =>
  call<PageResult<ResourceRow>>(app, s, { url: `${BASE}/getAlumniWordList`, body: { pageIndex: 1, pageSize: 40, ...body } });

export const save = (app: FastifyInstance, s: Session, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call<{ id: number } | { field: string; reason: string }[]>(app, s, { url: `${BASE}/save`, body, headers });

export const update = (app: FastifyInstance, s: Session, body: Record<string, unknown>) =>
  call<{ id: number } | { field: string; reason: string }[]>(app, s, { url: `${BASE}/update`, body });

export const remove = (app: FastifyInstance, s: Session, ids: number[]) => call<{ removed: number }>(app, s, { url: `${BASE}/remove`, body: { ids } });

export async function mechanismIds(app: FastifyInstance, s: Session): Promise<number[]> {
  const a = await call<{ id: number }[]>(app, s, { method: 'GET', url: '/api/blade-platform/platformalumnimechanismconfig/list?_t=1' });
  return a.result.map((m) => m.id);
}

// App modules (src/shared/resources/appModules): the collection with every issue-12 feature the
// console drives (GET list, submit, detail, row and batch actions, drag order, image,
// multi-select), as rows the server would answer.
import { ResourceRow } from '../../../../src/shared/resources';

export const MODULES = 'appModules';
export const MODULES_BASE = '/api/blade-workbench/platformAppsDict';
export const MODULES_LIST = `${MODULES_BASE}/list`;
export const MODULES_SUBMIT = `${MODULES_BASE}/submit`;
export const MODULES_STATUS = `${MODULES_BASE}/updateStatus`;
export const MODULES_ORDER = `${MODULES_BASE}/adjustOrder`;
export const MODULES_DETAIL = `${MODULES_BASE}/detail`;

export const moduleRow = (id: number, over: Partial<ResourceRow> = {}): ResourceRow => ({
  id,
  moduleName: `模块${id}`,
  code: `m${id}`,
  icon: null,
  platforms: ['android', 'ios'],
  description: '',
  enabled: true,
  sort: id,
  createdAt: '2024-05-01T08:00:00.000Z',
  updatedAt: '2024-05-02T09:30:05.000Z',
  ...over,
});

/** A module form that passes the console's checks. */
export const validModule = { moduleName: '课表', code: 'timetable', platforms: ['android'], description: '', enabled: true, sort: 3 };

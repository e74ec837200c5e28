// Answers of the /ProjectDetails calls, as the server gives them.
import type { AppKeyRow } from '../../../../src/shared/appCalls/api';
import type { DocumentState } from '../../../../src/shared/documents/types';
import type { AdminInfo, ProjectSummary } from '../../../../src/shared/platform/projectDetails';

export const appearance = (): DocumentState => ({
  key: 'appearance',
  identity: null,
  content: { platformName: '示范大学服务平台', logo: 'f_0123456789abcdef0123456789abcdef', primaryColor: '#2185d0' },
  version: 2,
  publishedVersion: 2,
  hasDraft: false,
});

export const admins = (): AdminInfo[] => [
  { account: 'admin', name: '系统管理员', enabled: true, lastSignInAt: '2026-11-20T08:00:00.000Z' },
  { account: 'old', name: '旧账号', enabled: false, lastSignInAt: null },
];

export const summary = (): ProjectSummary => ({
  people: [
    { identity: 'NEW_STUDENT', count: 3 },
    { identity: 'STUDENT', count: 10 },
    { identity: 'GRADUATE_STUDENT', count: 2 },
    { identity: 'TEACHER', count: 4 },
    { identity: 'OTHER', count: 1 },
  ],
  services: { total: 12, shelved: 9 },
  flowServices: null,
  collections: [
    { key: 'shieldWords', count: 7 },
    { key: 'gone', count: 1 },
  ],
  documents: { published: 5, total: 22 },
  appVersions: [{ platform: 'android', version: '2.1.0', build: 210 }],
});

export const keys = (): AppKeyRow[] => [
  { id: 'ak_0123456789abcdef01234567', name: '默认', enabled: true, createdAt: '2026-11-01T00:00:00.000Z', lastUsedAt: null },
];

export const ok = <T>(result: T) => ({ status: 1000, msg: '', result });

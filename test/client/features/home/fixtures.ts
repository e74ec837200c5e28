// Answers the home tests play: an attention count and the latest versions of a tenant.
import type { Attention, LatestVersions } from '../../../../src/shared/home/api';

export const attention = (over: Partial<Record<string, number>> = {}): Attention => ({
  items: [
    { key: 'importsFailed', count: over.importsFailed ?? 2, link: '/teacherManage', jobs: true },
    { key: 'importsRunning', count: over.importsRunning ?? 0, link: '/studentManage', jobs: true },
    { key: 'exportsFailed', count: 0, link: '/studentManage', jobs: true },
    { key: 'exportsRunning', count: 1, link: '/graduateStudentManage', jobs: true },
    { key: 'photoImportsFailed', count: 0, link: '/userImgManage', jobs: true },
    { key: 'photoImportsRunning', count: 0, link: '/userImgManage', jobs: true },
    { key: 'photoExportsFailed', count: 0, link: '/userImgManage', jobs: true },
    { key: 'photoExportsRunning', count: 0, link: '/userImgManage', jobs: true },
    { key: 'servicesOffShelf', count: over.servicesOffShelf ?? 5, link: '/serviceList?shelfStatus=0' },
    { key: 'postsHeld', count: over.postsHeld ?? 3, link: '/dynamicManage?status=HELD' },
    { key: 'reportsOpen', count: over.reportsOpen ?? 1, link: '/ReportingManagement' },
  ],
  figures: { days: 7, peopleAdded: 12, importsFinished: 3, exportsFinished: 4 },
  at: '2025-05-01T08:00:00.000Z',
});

export const latest = (code = '000000'): LatestVersions => ({
  tenant: { code, name: '示例大学', logo: null },
  platforms: {
    android: {
      platform: 'android',
      version: '3.2.0',
      build: 320,
      forceUpdate: true,
      notes: '新增课表',
      downloadUrl: 'https://dl.example.edu/campus.apk',
      publishedAt: '2025-04-01T08:00:00.000Z',
    },
    ios: { platform: 'ios', version: '3.1.0', build: 310, forceUpdate: false, notes: '', downloadUrl: 'https://apps.apple.com/cn/app/id1', publishedAt: null },
    harmony: null,
  },
});

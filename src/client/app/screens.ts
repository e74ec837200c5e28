// Which lazy chunk shows each route. A hand-built screen is a line here (its chunk in ./chunks
// lists the features it brings: slices, sagas, messages); every other route shows the
// defined-screen chunk, which finds its collection, document or not-built page from the
// definitions (definedScreens.ts), so no definition is in the first load.
import { LOCK_PATH, LOGIN_PATH } from '../../shared/routes';
import type { ScreenLoader } from './lazy/chunk';

export interface ScreenEntry {
  load: ScreenLoader;
  props?: Record<string, unknown>;
}

// Each loader is one constant, so every route that uses a module shares one chunk state.
const loadLogin: ScreenLoader = () => import('../features/session/LoginPage');
const loadLock: ScreenLoader = () => import('../features/session/LockPage');
const loadWelcome: ScreenLoader = () => import('./chunks/welcome');
const loadLanding: ScreenLoader = () => import('./chunks/landing');
const loadMiddle: ScreenLoader = () => import('./chunks/middle');
const loadRobotLibrary: ScreenLoader = () => import('./chunks/robotLibrary');
const loadPeople: ScreenLoader = () => import('./chunks/people');
const loadOrganization: ScreenLoader = () => import('./chunks/organization');
const loadMemberScreen: ScreenLoader = () => import('./chunks/memberScreen');
const loadDataDirectory: ScreenLoader = () => import('./chunks/dataDirectory');
const loadMonitors: ScreenLoader = () => import('./chunks/monitors');
const loadDictManage: ScreenLoader = () => import('./chunks/dictManage');
const loadPhotos: ScreenLoader = () => import('./chunks/photos');
const loadPreLoginPreview: ScreenLoader = () => import('./chunks/preLoginPreview');
const loadProjectDetails: ScreenLoader = () => import('./chunks/projectDetails');
const loadAuditHistory: ScreenLoader = () => import('./chunks/auditHistory');
const loadServiceOverview: ScreenLoader = () => import('./chunks/serviceOverview');
const loadServiceVisitCount: ScreenLoader = () => import('./chunks/serviceVisitCount');
const loadServiceFavourites: ScreenLoader = () => import('./chunks/serviceFavourites');
const loadServiceScore: ScreenLoader = () => import('./chunks/serviceScore');
const loadDefined: ScreenLoader = () => import('./chunks/defined');
const loadPresetServices: ScreenLoader = () => import('./chunks/presetServices');
const loadAlumniModeration: ScreenLoader = () => import('./chunks/alumniModeration');
const loadServiceCards: ScreenLoader = () => import('./chunks/serviceCards');
const loadBusinessPackages: ScreenLoader = () => import('./chunks/businessPackages');
const loadAdminAccounts: ScreenLoader = () => import('./chunks/adminAccounts');

const BUILT: Record<string, ScreenEntry> = {
  [LOGIN_PATH]: { load: loadLogin },
  [LOCK_PATH]: { load: loadLock },
  '/wel/index': { load: loadWelcome },
  '/downloadPage': { load: loadLanding },
  '/downloadMiddlePage': { load: loadMiddle },
  '/adminAccounts': { load: loadAdminAccounts },
  // one people screen serves the five lists, told apart by identity
  '/newStudentManage': { load: loadPeople, props: { identity: 'NEW_STUDENT' } },
  '/studentManage': { load: loadPeople, props: { identity: 'STUDENT' } },
  '/graduateStudentManage': { load: loadPeople, props: { identity: 'GRADUATE_STUDENT' } },
  '/teacherManage': { load: loadPeople, props: { identity: 'TEACHER' } },
  '/otherUserManage': { load: loadPeople, props: { identity: 'OTHER' } },
  '/organization': { load: loadOrganization },
  // one member screen serves roles, labels, matrix departments and chat classes
  '/roleMemberManage': { load: loadMemberScreen, props: { target: 'ROLE' } },
  '/labelMemberManage': { load: loadMemberScreen, props: { target: 'LABEL' } },
  '/matrixDeptManage': { load: loadMemberScreen, props: { target: 'MATRIX_DEPT' } },
  '/chatClassManage': { load: loadMemberScreen, props: { target: 'CHAT_CLASS' } },
  '/dataDirectory': { load: loadDataDirectory },
  '/apiMonitorManage': { load: loadMonitors },
  '/dictionaryManage': { load: loadDictManage },
  '/userImgManage': { load: loadPhotos },
  '/robotFAQLibrary': { load: loadRobotLibrary },
  '/previewAdvanceLanding': { load: loadPreLoginPreview },
  '/serviceOverviewIndex': { load: loadServiceOverview },
  '/serviceAccessRecordVisitCount': { load: loadServiceVisitCount },
  '/serviceCollectionStatistics': { load: loadServiceFavourites },
  '/serviceScore': { load: loadServiceScore },
  '/ProjectDetails': { load: loadProjectDetails },
  '/HistoryProject': { load: loadAuditHistory },
  // one preset screen serves roles and named people, told apart by scope
  '/PresetRoleService': { load: loadPresetServices, props: { scope: 'ROLE' } },
  '/PresetPersonalService': { load: loadPresetServices, props: { scope: 'PERSON' } },
  // one moderation screen serves posts, reports and blocked posts of both channels
  '/dynamicManage': { load: loadAlumniModeration, props: { channel: 'ALUMNI', view: 'posts' } },
  '/ReportingManagement': { load: loadAlumniModeration, props: { channel: 'ALUMNI', view: 'reports' } },
  '/ShieldingManagement': { load: loadAlumniModeration, props: { channel: 'ALUMNI', view: 'shielded' } },
  '/pubilcDynamic': { load: loadAlumniModeration, props: { channel: 'PUBLIC', view: 'posts' } },
  '/publicReport': { load: loadAlumniModeration, props: { channel: 'PUBLIC', view: 'reports' } },
  '/publicShield': { load: loadAlumniModeration, props: { channel: 'PUBLIC', view: 'shielded' } },
  '/cardsConfigNew': { load: loadServiceCards },
  '/cardsPackageConfig': { load: loadBusinessPackages },
};

export const screenFor = (path: string): ScreenEntry => BUILT[path] ?? { load: loadDefined, props: { path } };

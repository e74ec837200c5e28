// Which lazy chunk shows each route. A built screen is a line here; a route listed in
// RESOURCES shows the generic resource screen; every other route shows the not-built page.
import { resourceByRoute } from '../../shared/resources';
import { LOCK_PATH, LOGIN_PATH } from '../../shared/routes';
import type { ScreenLoader } from './lazy/chunk';

export interface ScreenEntry {
  load: ScreenLoader;
  props?: Record<string, unknown>;
}

// Each loader is one constant, so every route that uses a module shares one chunk state.
const loadLogin: ScreenLoader = () => import('../features/session/LoginPage');
const loadLock: ScreenLoader = () => import('../features/session/LockPage');
const loadWelcome: ScreenLoader = () => import('../features/home/WelcomePage');
const loadLanding: ScreenLoader = () => import('../features/home/LandingPage');
const loadResource: ScreenLoader = () => import('../features/resources/ResourceScreen');
const loadPeople: ScreenLoader = () => import('../features/people/PeopleScreen');
const loadOrganization: ScreenLoader = () => import('../features/organization/OrganizationScreen');
const loadMemberScreen: ScreenLoader = () => import('../features/memberScreens/MemberScreen');
const loadDataDirectory: ScreenLoader = () => import('../features/quickAuth/DirectoryScreen');
const loadMonitors: ScreenLoader = () => import('../features/monitors/MonitorsScreen');
const loadPhotos: ScreenLoader = () => import('../features/photos/PhotosScreen');
const loadNotBuilt: ScreenLoader = () => import('./shell/NotBuiltPage');

const BUILT: Record<string, ScreenEntry> = {
  [LOGIN_PATH]: { load: loadLogin },
  [LOCK_PATH]: { load: loadLock },
  '/wel/index': { load: loadWelcome },
  '/downloadPage': { load: loadLanding },
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
  '/userImgManage': { load: loadPhotos },
};

export function screenFor(path: string): ScreenEntry {
  const built = BUILT[path];
  if (built) return built;
  const resource = resourceByRoute(path);
  if (resource) return { load: loadResource, props: { resourceKey: resource.key } };
  return { load: loadNotBuilt, props: { path } };
}

export const isBuilt = (path: string): boolean => screenFor(path).load !== loadNotBuilt;

// What each API route needs (issue 36), declared in one place for the routes that do not carry
// `config.right` themselves. A route's right is, in this order:
//   1. its own `config.right` (the sign-in calls, the administrators' calls, …);
//   2. EXACT below: a path several screens call, a dangerous action, a staged upload;
//   3. the definitions: a collection's calls and lookups belong to its route, a document's calls
//      to its route (and its identity routes); a document's publish is a danger;
//   4. PREFIXES below: the hand-built screens' families of calls.
// Read or write: a route that is recorded in the history (`config.audit`, every write has one:
// test/server/audit/writeRoutes.test.ts) needs write, any other read, unless named here.
// test/server/rights/routeRights.test.ts walks every registered route and fails on one none of
// these declares.
import type { RouteOptions } from 'fastify';
import { DOCUMENTS } from '../../shared/documents/list';
import { documentPath } from '../../shared/documents';
import { IDENTITY_SCREENS, ORGANISATION_SCREEN, screenOfTarget } from '../../shared/domain/people';
import { EXPORT_BASE, EXPORT_PATHS } from '../../shared/exports/api';
import { IMPORT_BASE, IMPORT_PATHS } from '../../shared/imports/api';
import { PHOTO_BASE, PHOTO_PATHS } from '../../shared/photos/api';
import { APP_KEY_PATHS, PROJECT_DETAILS_SCREEN } from '../../shared/appCalls/api';
import { FILE_PATHS, IMAGE_UPLOAD_PATHS } from '../../shared/resources/files';
import { lookupPath, RESOURCES } from '../../shared/resources';
import type { ResourceDef } from '../../shared/resources';
import { collectionCallsOf } from '../../shared/resources/callList';
import { documentCallsOf } from '../../shared/documents/calls';
import type { Access, Danger, RouteRight } from '../../shared/rights/catalogue';
import { ALL_ROUTES, AREAS } from '../../shared/routes';
import { SERVICE_STATS_PATHS } from '../../shared/services/stats';
import { AUTH } from '../../shared/protocol';

/** A route's right as declared: screens and perhaps an access and a danger (access defaults by
 *  the history rule above); `narrow` refines it by the body (an export names its identity). */
export interface Declared {
  screens: string[];
  access?: Access;
  danger?: Danger;
}

export type NeedOf = (body: unknown) => Exclude<RouteRight, 'public' | 'signedIn'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** what the call needs (src/shared/rights/catalogue.ts RouteRight; filled by rights/plugin.ts) */
    right?: RouteRight;
    /** a right the body refines (an identity's screen, a publish), set with `right` */
    rightOfBody?: NeedOf;
  }
}

const P = '/api/blade-platform';
const W = '/api/blade-workbench';
const areaScreens = (...keys: string[]) => AREAS.filter((a) => keys.includes(a.key)).flatMap((a) => a.routes.map((r) => r.path));
const ALL_SCREENS = ALL_ROUTES.map((r) => r.path);

const PEOPLE_LISTS = Object.values(IDENTITY_SCREENS);
const PEOPLE_AND_DATA = areaScreens('people', 'data');
/** the screens that import or export people or units */
const IMPORT_SCREENS = [...PEOPLE_LISTS, ORGANISATION_SCREEN];
const SERVICE_STATS_SCREENS = ['/serviceOverviewIndex', '/serviceAccessRecordVisitCount', '/serviceAccessRecordVisitLog', '/wel/index'];

/** Exact paths: shared calls, dangers, uploads (writes that stage a file). */
const EXACT: Record<string, Declared | 'public' | 'signedIn'> = {
  // the home page's notices, the job centre (one's own jobs), the dictionaries every form reads
  '/api/console/attention': 'signedIn',
  [`${W}/jobs/list`]: 'signedIn',
  [`${W}/jobs/seen`]: 'signedIn',
  [`${P}/dict/getDict`]: 'signedIn',
  [`${W}/dict/dictionary`]: 'signedIn',
  [`${W}/baseService/checkURL`]: 'signedIn',
  // pictures go up for a form of any screen; the form's save is checked
  [FILE_PATHS.upload]: { screens: ALL_SCREENS, access: 'write' },
  [IMAGE_UPLOAD_PATHS.guiseLogo]: { screens: ['/appearanceConfig', '/ProjectDetails'], access: 'write' },
  [IMAGE_UPLOAD_PATHS.frameWork]: { screens: ALL_SCREENS, access: 'write' },
  // the signed links: their own token is the authorisation (paths.ts)
  [`${FILE_PATHS.view}/:id`]: 'public',
  [`${PHOTO_BASE}/file/*`]: 'public',
  // an export's file: its signed link is handed out by the progress of an export whose start and
  // polls were checked, and is fetched with the session
  [`${EXPORT_PATHS.download}/*`]: 'signedIn',
  // the trees and role lists every people and member screen filters by
  [`${W}/eduClassInfo/getCollegeMajorTree`]: { screens: PEOPLE_AND_DATA },
  [`${W}/edunewstudentinfo/newStudentOranization`]: { screens: PEOPLE_AND_DATA },
  [`${W}/eduteacherinfo/getEduDeptInfoTree`]: { screens: PEOPLE_AND_DATA },
  [`${W}/eduteacherinfo/getEduDeptInfoTreeByDeptId`]: { screens: PEOPLE_AND_DATA },
  [`${W}/orgUnit/tree`]: { screens: PEOPLE_AND_DATA },
  [`${W}/orgUnit/list`]: { screens: PEOPLE_AND_DATA },
  [`${W}/baseService/getRoleList`]: { screens: PEOPLE_AND_DATA },
  // visit figures several service screens show
  [SERVICE_STATS_PATHS.top]: { screens: SERVICE_STATS_SCREENS },
  [SERVICE_STATS_PATHS.countList]: { screens: SERVICE_STATS_SCREENS },
  [SERVICE_STATS_PATHS.visitDays]: { screens: SERVICE_STATS_SCREENS },
  // the dangerous actions
  [PHOTO_PATHS.removeAll]: { screens: ['/userImgManage'], access: 'write', danger: 'deleteAllPhotos' },
  [IMPORT_PATHS.undo]: { screens: IMPORT_SCREENS, access: 'write', danger: 'undoImport' },
  [APP_KEY_PATHS.rotate]: { screens: [PROJECT_DETAILS_SCREEN], access: 'write', danger: 'rotateAppKeys' },
  // uploads that stage a file for a recorded step
  [IMPORT_PATHS.upload]: { screens: IMPORT_SCREENS, access: 'write' },
  [PHOTO_PATHS.importUpload]: { screens: ['/userImgManage'], access: 'write' },
  [`${P}/businessPackageConfig/upload`]: { screens: ['/cardsPackageConfig'], access: 'write' },
  '/api/blade-brick/businessPackageConfig/upload': { screens: ['/cardsPackageConfig'], access: 'write' },
  // the history
  '/api/audit/list': { screens: ['/HistoryProject'] },
  // the sign-in calls and the session's own
  [`${AUTH}/token`]: 'public',
  [`${AUTH}/refresh`]: 'public',
  [`${AUTH}/logout`]: 'signedIn',
  [`${AUTH}/unlock`]: 'signedIn',
  [`${AUTH}/password`]: 'signedIn',
  '/config.json': 'public',
  '/landing/:tenantCode': 'public',
};

/** Families of hand-built calls by path prefix (the longest prefix wins). */
const PREFIXES: [string, string[]][] = [
  ['/api/public/', []],
  [`${P}/dict/`, ['/dictionaryManage']],
  [`${IMPORT_BASE}/`, IMPORT_SCREENS],
  [`${EXPORT_BASE}/`, IMPORT_SCREENS],
  ...(
    [
      ['edunewstudentinfo', 'NEW_STUDENT'],
      ['edustudentinfo', 'STUDENT'],
      ['edugraduateinfo', 'GRADUATE_STUDENT'],
      ['eduteacherinfo', 'TEACHER'],
      ['eduotheruserinfo', 'OTHER'],
    ] as const
  ).map(([family, identity]): [string, string[]] => [`${W}/${family}/`, [IDENTITY_SCREENS[identity]]]),
  [`${P}/rolePerm/`, ['/roleMemberManage', '/labelMemberManage']],
  [`${W}/matrixDept/`, ['/matrixDeptManage']],
  [`${W}/matrixUser/`, ['/matrixDeptManage']],
  [`${W}/eduMatrixLevelinfo/`, ['/matrixDeptManage']],
  [`${W}/chatClass/`, ['/chatClassManage']],
  [`${W}/dataDirectory/`, ['/dataDirectory']],
  [`${W}/monitor/`, ['/apiMonitorManage']],
  [`${PHOTO_BASE}/`, ['/userImgManage']],
  ['/api/blade-brick/businessPackageConfig/', ['/cardsPackageConfig']],
  [`${P}/questionType/`, ['/robotFAQLibrary']],
  [`${P}/aiquestion/`, ['/robotFAQLibrary']],
  [`${P}/newsSectionConfig/`, ['/AppServiceSetting']],
  [`${P}/appKey/`, ['/ProjectDetails']],
  [`${P}/projectDetail/`, ['/ProjectDetails']],
  [`${P}/platformapplyguiselogo/`, ['/ProjectDetails']],
  [`${P}/serviceCollection/`, ['/serviceCollectionStatistics']],
  [`${P}/serviceScore/`, ['/serviceScore']],
  [`${P}/serviceItem/`, ['/serviceList']],
  [`${P}/presetService/`, ['/PresetRoleService', '/PresetPersonalService']],
  [`${W}/im/mp/`, areaScreens('alumni')],
  [`${W}/messageCenterHistoryMsg/`, areaScreens('alumni')],
  [`${P}/platformalumniaction/`, ['/dynamicManage', '/ShieldingManagement', '/pubilcDynamic', '/publicShield', '/ReportingManagement', '/publicReport']],
  [`${P}/platformalumnireport/`, ['/ReportingManagement', '/publicReport']],
  [`${P}/platformalumnireportreasonconfig/`, ['/ReportingManagement', '/publicReport']],
  [`${P}/serviceCardConfig/`, ['/cardsConfigNew']],
  [`${P}/platformCardServiceConfig/`, ['/cardsConfigNew']],
  [`${P}/cardcolumnconfig/`, ['/cardsConfigNew']],
];

/** The definitions' routes: a collection's calls and lookups, a document's calls. */
function definitionScreens(resources: readonly ResourceDef[]): {
  exact: Map<string, Set<string>>;
  prefixes: [string, string][];
  publish: Set<string>;
  saves: Set<string>;
} {
  const exact = new Map<string, Set<string>>();
  const add = (path: string, screens: string[]) => {
    const set = exact.get(path) ?? new Set<string>();
    screens.forEach((s) => set.add(s));
    exact.set(path, set);
  };
  const prefixes: [string, string][] = [];
  for (const def of resources) {
    prefixes.push([`${def.base}/`, def.route]);
    // the calls its screen makes, and each lookup's own route (also those a bundle answers)
    for (const c of collectionCallsOf(def)) add(c.path, [def.route]);
    for (const key of Object.keys(def.lookups ?? {})) add(lookupPath(def, key), [def.route]);
  }
  const publish = new Set<string>();
  const saves = new Set<string>();
  for (const def of DOCUMENTS) {
    const screens = [def.route, ...Object.keys(def.identityRoutes ?? {})];
    prefixes.push([`/api/config/${def.key}/`, def.route]);
    for (const call of ['detail', 'save', 'publish', 'history', 'diff', 'restore', 'discardDraft'] as const) add(documentPath(def.key, call), screens);
    for (const c of documentCallsOf(def)) add(c.path, screens);
    publish.add(documentPath(def.key, 'publish'));
    saves.add(documentPath(def.key, 'save'));
    if (def.documented?.save) saves.add(def.documented.save);
  }
  return { exact, prefixes, publish, saves };
}

/** per list of collections (the app's: RESOURCES unless buildApp was given another) */
const definitions = new WeakMap<readonly ResourceDef[], ReturnType<typeof definitionScreens>>();

const identityOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as { identity?: unknown; target?: unknown };
  const v = b.identity ?? b.target;
  return typeof v === 'string' ? v : undefined;
};

/** The right a registered route needs, or undefined when nothing declares one. */
export function declaredRight(
  route: Pick<RouteOptions, 'url' | 'method' | 'config'>,
  resources: readonly ResourceDef[] = RESOURCES,
): { right: RouteRight; rightOfBody?: NeedOf } | undefined {
  const own = (route.config as { right?: RouteRight } | undefined)?.right;
  if (own) return { right: own };
  const url = route.url;
  const written = Boolean((route.config as { audit?: unknown } | undefined)?.audit);
  const accessOf = (d: Declared): Access => d.access ?? (written ? 'write' : 'read');
  const exact = EXACT[url];
  if (exact === 'public' || exact === 'signedIn') return { right: exact };
  const defs = definitions.get(resources) ?? definitions.set(resources, definitionScreens(resources)).get(resources)!;
  let declared: Declared | undefined = exact;
  if (!declared) {
    const screens = defs.exact.get(url);
    if (screens) declared = { screens: [...screens] };
  }
  if (!declared) {
    let best: [string, string[]] | undefined;
    for (const [prefix, screen] of defs.prefixes) if (url.startsWith(prefix) && (!best || prefix.length > best[0].length)) best = [prefix, [screen]];
    for (const [prefix, screens] of PREFIXES) if (url.startsWith(prefix) && (!best || prefix.length > best[0].length)) best = [prefix, screens];
    if (best && best[1].length === 0) return { right: 'public' };
    if (best) declared = { screens: best[1] };
  }
  if (!declared) return undefined;
  const need = { screens: declared.screens, access: accessOf(declared), ...(declared.danger ? { danger: declared.danger } : {}) };
  if (defs.publish.has(url)) return { right: { ...need, danger: 'publishDocument' } };
  // a document saved and published at once needs the publish too
  if (defs.saves.has(url))
    return { right: need, rightOfBody: (body) => ((body as { publish?: unknown } | null)?.publish ? { ...need, danger: 'publishDocument' } : need) };
  // an import, export or photo call naming an identity (or import target) needs that list's screen
  if (url.startsWith(`${IMPORT_BASE}/`) || url.startsWith(`${EXPORT_BASE}/`) || url.startsWith(`${PHOTO_BASE}/`)) {
    return {
      right: need,
      rightOfBody: (body) => {
        const id = identityOf(body);
        if (!id) return need;
        const screen = screenOfTarget(id);
        return screen && need.screens.includes(screen) ? { ...need, screens: [screen] } : need;
      },
    };
  }
  return { right: need };
}

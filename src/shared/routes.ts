// Every route of document 002 §2 plus /wel/index of document 000, grouped by area for the menu.
// Labels are message keys (src/shared/i18n/routes.ts). `built` is true once a screen exists;
// any other route shows a page that names its area and says it is not built yet.
export interface RouteDef {
  path: string;
  label: string;
}
export interface AreaDef {
  key: string;
  label: string;
  icon: string;
  routes: RouteDef[];
}

/** The menu label (a message key) of a route of ours: `route.` and its path, slashes as dots. A
 *  definition's screen is titled by it (definitionTitle.ts): the two are one key. */
export const routeLabel = (path: string): string => `route.${path.slice(1).replace(/\//g, '.')}`;
const r = (path: string): RouteDef => ({ path, label: routeLabel(path) });

// Routes of issue 6 (member screens, data directory, monitors): ours, labelled in i18n/routes.ts
// (membersUi.route.*: the menu is on the first load).
const MEMBER_ROUTES: RouteDef[] = [
  { path: '/roleMemberManage', label: 'membersUi.route.roles' },
  { path: '/labelMemberManage', label: 'membersUi.route.labels' },
  { path: '/matrixDeptManage', label: 'membersUi.route.matrixDepts' },
  { path: '/chatClassManage', label: 'membersUi.route.chatClasses' },
];
const DATA_ROUTES: RouteDef[] = [
  { path: '/dataDirectory', label: 'membersUi.route.dataDirectory' },
  { path: '/apiMonitorManage', label: 'membersUi.route.monitors' },
  // the dictionaries (issue 31): ours, documents 000 and 002 name their calls, not their route
  { path: '/dictionaryManage', label: 'dictManage.route' },
];

export const AREAS: AreaDef[] = [
  { key: 'home', label: 'area.home', icon: 'home', routes: ['/wel/index', '/downloadPage', '/downloadMiddlePage'].map(r) },
  {
    key: 'services',
    label: 'area.services',
    icon: 'th',
    routes: [
      '/serviceList',
      '/serviceClassifyType',
      '/serviceClassifyScene',
      '/serviceOverviewIndex',
      '/serviceScore',
      '/serviceAccessRecordVisitCount',
      '/serviceAccessRecordVisitLog',
      '/serviceCollectionStatistics',
      '/PresetRoleService',
      '/PresetPersonalService',
      '/ListingMarkManagementIndex',
      '/processServiceConfig',
      '/ProjectDetails',
      '/HistoryProject',
    ].map(r),
  },
  {
    key: 'robot',
    label: 'area.robot',
    icon: 'comments',
    routes: ['/robotFAQLibrary', '/robotFAQRecord', '/robotFeedbackList', '/robotFucSuggest', '/robotBasicInfo'].map(r),
  },
  {
    key: 'alumni',
    label: 'area.alumni',
    icon: 'users',
    routes: [
      '/dynamicManage',
      '/ReportingManagement',
      '/ShieldingManagement',
      '/sensitiveWordManage',
      '/pubilcDynamic',
      '/publicReport',
      '/publicShield',
      '/AlumniOpen',
      '/AlumniDHTML',
      '/AlumniPact',
      '/OfficialContact',
    ].map(r),
  },
  {
    key: 'people',
    label: 'area.people',
    icon: 'address book',
    // the five people lists are ours: document 002 §7 names their list calls, not their routes
    routes: [
      ...['/userManage', '/newStudentManage', '/studentManage', '/graduateStudentManage', '/teacherManage', '/otherUserManage'].map(r),
      // the user photo screen (issue 5): ours, document 000 names its calls, not its route
      { path: '/userImgManage', label: 'photosUi.route' },
      ...['/organization', '/contactsMannage', '/deviceManage'].map(r),
      // the member screens (issue 6): ours, the documents name their calls, not their routes
      ...MEMBER_ROUTES,
    ],
  },
  { key: 'data', label: 'membersUi.area.data', icon: 'database', routes: DATA_ROUTES },
  {
    key: 'app',
    label: 'area.app',
    icon: 'mobile alternate',
    routes: [
      '/APPmanage',
      '/APPVersionsManage',
      '/AppUccn',
      '/AppServiceSetting',
      '/AppPersonalCenter',
      '/APPAbnormalCondition',
      '/slideshowConfig',
      '/cardsConfig',
      '/cardsConfigNew',
      '/cardsPackageConfig',
      '/MyZOEConfig',
      '/UnitInvoiceTitle',
      '/sensitiveInformationConfiguration',
    ].map(r),
  },
  {
    key: 'eid',
    label: 'area.eid',
    icon: 'id card',
    routes: [
      '/EIdConfiguration',
      '/EIdConfigNewStudent',
      '/EIdConfigSTUDENT',
      '/EIdConfigGRADUATE_STUDENT',
      '/EIdConfigTEACHER',
      '/EIdConfigOTHER',
      '/inforMationConfig',
    ].map(r),
  },
  {
    key: 'appearance',
    label: 'area.appearance',
    icon: 'paint brush',
    routes: [
      '/Loginprompt',
      '/LoginInAdvanceShowConfig',
      '/LoginInAdvanceBottomInformation',
      '/appearanceConfig',
      '/previewAdvanceLanding',
      '/frameLayerConfig',
      '/generalConfig',
      '/globalConfig',
      '/globalPlatformConfig',
      '/serviceCenterConfig',
      '/personalCenterConfig',
    ].map(r),
  },
  // administrators and their roles (issue 36): ours, the documents name no route for them
  { key: 'system', label: 'area.system', icon: 'settings', routes: ['/adminAccounts', '/adminRoles'].map(r) },
];

export const ALL_ROUTES: RouteDef[] = AREAS.flatMap((a) => a.routes);
/** The menu label of a route (its `route.` key when the menu does not list it). */
export const menuLabelOf = (path: string): string => ALL_ROUTES.find((x) => x.path === path)?.label ?? routeLabel(path);
export const areaOf = (path: string): AreaDef | undefined => AREAS.find((a) => a.routes.some((x) => x.path === path));
export const HOME_PATH = '/downloadPage';
export const LOGIN_PATH = '/login';
export const LOCK_PATH = '/lock';

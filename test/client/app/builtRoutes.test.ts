// The routes each screen issue built show a built screen: a settings document, a collection, or
// a hand-built screen — none falls back to "not built yet". Issue 13: the app, e-ID, appearance
// and alumni settings; issue 14: services and their statistics; issue 15: alumni moderation.
import { screenFor } from '../../../src/client/app/screens';
import { documentByRoute } from '../../../src/shared/documents';
import { resourceByRoute } from '../../../src/shared/resources';

const ISSUE_13 = [
  '/AppUccn',
  '/AppServiceSetting',
  '/AppPersonalCenter',
  '/APPAbnormalCondition',
  '/MyZOEConfig',
  '/slideshowConfig',
  '/sensitiveInformationConfiguration',
  '/EIdConfiguration',
  '/EIdConfigNewStudent',
  '/EIdConfigSTUDENT',
  '/EIdConfigGRADUATE_STUDENT',
  '/EIdConfigTEACHER',
  '/EIdConfigOTHER',
  '/inforMationConfig',
  '/LoginInAdvanceShowConfig',
  '/LoginInAdvanceBottomInformation',
  '/previewAdvanceLanding',
  '/frameLayerConfig',
  '/generalConfig',
  '/globalConfig',
  '/globalPlatformConfig',
  '/serviceCenterConfig',
  '/personalCenterConfig',
  '/AlumniOpen',
  '/AlumniPact',
];

const ISSUE_14 = [
  '/serviceList',
  '/serviceClassifyType',
  '/serviceClassifyScene',
  '/ListingMarkManagementIndex',
  '/processServiceConfig',
  '/PresetRoleService',
  '/PresetPersonalService',
  '/serviceOverviewIndex',
  '/serviceAccessRecordVisitCount',
  '/serviceAccessRecordVisitLog',
  '/serviceCollectionStatistics',
  '/serviceScore',
  '/ProjectDetails',
  '/HistoryProject',
];
// issue 15: the alumni moderation screens of both channels, alumni content, cards and packages
const ISSUE_15 = [
  '/dynamicManage',
  '/ReportingManagement',
  '/ShieldingManagement',
  '/pubilcDynamic',
  '/publicReport',
  '/publicShield',
  '/AlumniDHTML',
  '/OfficialContact',
  '/cardsConfig',
  '/cardsConfigNew',
  '/cardsPackageConfig',
];
const ROUTES = [...ISSUE_13, ...ISSUE_14, ...ISSUE_15];

it('names the twenty-five routes of issue 13 and the fourteen of issue 14', () => {
  expect(new Set(ISSUE_13).size).toBe(25);
  expect(new Set(ISSUE_14).size).toBe(14);
});

it.each(ROUTES)('%s is built', (route) => {
  const handBuilt = !('path' in (screenFor(route).props ?? {}));
  expect(handBuilt || resourceByRoute(route) !== undefined || documentByRoute(route) !== undefined).toBe(true);
});

it('a route nobody built would fall back (the check can fail)', () => {
  const route = '/noScreenForThis';
  expect(!('path' in (screenFor(route).props ?? {})) || resourceByRoute(route) !== undefined || documentByRoute(route) !== undefined).toBe(false);
});

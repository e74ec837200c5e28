// Every route of the app, e-ID, appearance and alumni settings (issue 13) shows a built screen:
// a settings document, a collection, or a hand-built screen — none falls back to "not built yet".
import { screenFor } from '../../../src/client/app/screens';
import { documentByRoute } from '../../../src/shared/documents';
import { resourceByRoute } from '../../../src/shared/resources';

const ROUTES = [
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

it('names the twenty-five routes of the issue', () => {
  expect(new Set(ROUTES).size).toBe(25);
});

it.each(ROUTES)('%s is built', (route) => {
  const handBuilt = !('path' in (screenFor(route).props ?? {}));
  expect(handBuilt || resourceByRoute(route) !== undefined || documentByRoute(route) !== undefined).toBe(true);
});

it('a route nobody built yet still falls back (the check can fail)', () => {
  const route = '/dynamicManage';
  expect(!('path' in (screenFor(route).props ?? {})) || resourceByRoute(route) !== undefined || documentByRoute(route) !== undefined).toBe(false);
});

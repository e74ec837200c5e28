// Every configuration document: its route table. A new settings screen is one folder
// (definition.ts naming its labels.ts and, lazily, its demo.ts) and a line here; the server
// registers its calls, the console its screen and the seed its demo versions from the list.
import { appearance } from './appearance/definition';
import { loginPrompt } from './loginPrompt/definition';
import { robotBasicInfo } from './robotBasicInfo/definition';
import { alumniMoments } from './alumniMoments/definition';
import { alumniPact } from './alumniPact/definition';
import { appException } from './appException/definition';
import { appMessaging } from './appMessaging/definition';
import { appMyTab } from './appMyTab/definition';
import { frameLayer } from './frameLayer/definition';
import { generalSettings } from './generalSettings/definition';
import { globalSwitches } from './globalSwitches/definition';
import { globalPlatform } from './globalPlatform/definition';
import { serviceCenter } from './serviceCenter/definition';
import { personalCenter } from './personalCenter/definition';
import { eIdCard } from './eIdCard/definition';
import { eIdGeneral } from './eIdGeneral/definition';
import { personalFields } from './personalFields/definition';
import { preLoginPage } from './preLoginPage/definition';
import { preLoginBottom } from './preLoginBottom/definition';
import { sensitiveInfo } from './sensitiveInfo/definition';
import { appService } from './appService/definition';
import { appPersonalLayout } from './appPersonalLayout/definition';
import type { DocumentDef } from './types';

export * from './types';
export const DOCUMENTS: DocumentDef[] = [
  loginPrompt,
  appearance,
  robotBasicInfo,
  alumniMoments,
  alumniPact,
  appException,
  appMessaging,
  appMyTab,
  frameLayer,
  generalSettings,
  globalSwitches,
  globalPlatform,
  serviceCenter,
  personalCenter,
  eIdGeneral,
  eIdCard,
  personalFields,
  preLoginPage,
  preLoginBottom,
  sensitiveInfo,
  appService,
  appPersonalLayout,
];
export const documentByKey = (key: string) => DOCUMENTS.find((d) => d.key === key);
/** the document a route shows: its own route, or one of its identityRoutes */
export const documentByRoute = (route: string) => DOCUMENTS.find((d) => d.route === route || (d.identityRoutes && Object.hasOwn(d.identityRoutes, route)));
/** every document's messages (the i18n catalogue parts) */
export const DOCUMENT_LABELS = DOCUMENTS.map((d) => d.labels);

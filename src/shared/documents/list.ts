// Every configuration document, in menu order (index.ts builds the lookups on it). A module of its
// own: a chunk that needs the whole list imports it from here, since Parcel dropped DOCUMENTS
// from index.ts's exports in a bundle shared between chunks (the history screen crashed on it).
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
import { scoreMechanism } from './scoreMechanism/definition';
import { photoConfig } from './photoConfig/definition';
import type { DocumentDef } from './types';

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
  // documents with their own screens (ownScreen)
  scoreMechanism,
  photoConfig,
];

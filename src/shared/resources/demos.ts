// Each resource's demo rows by key (the seed and the definition tests read them).
import { alumniUsersDemo } from './alumniUsers/demo';
import { appModulesDemo } from './appModules/demo';
import { appVersionsDemo } from './appVersions/demo';
import { covertUsersDemo } from './covertUsers/demo';
import type { ResourceDemo } from './demo';
import { loginDevicesDemo } from './loginDevices/demo';
import { robotAsksDemo } from './robotAsks/demo';
import { robotFeedbacksDemo } from './robotFeedbacks/demo';
import { robotProposalsDemo } from './robotProposals/demo';
import { shieldWordsDemo } from './shieldWords/demo';
import { unitInvoiceTitlesDemo } from './unitInvoiceTitles/demo';

export const RESOURCE_DEMOS: Record<string, ResourceDemo> = {
  shieldWords: shieldWordsDemo,
  appVersions: appVersionsDemo,
  unitInvoiceTitles: unitInvoiceTitlesDemo,
  appModules: appModulesDemo,
  robotAsks: robotAsksDemo,
  robotFeedbacks: robotFeedbacksDemo,
  robotProposals: robotProposalsDemo,
  alumniUsers: alumniUsersDemo,
  covertUsers: covertUsersDemo,
  loginDevices: loginDevicesDemo,
};

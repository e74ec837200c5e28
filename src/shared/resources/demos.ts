// Each resource's demo rows by key (the seed and the definition tests read them).
import { appModulesDemo } from './appModules/demo';
import { appVersionsDemo } from './appVersions/demo';
import type { ResourceDemo } from './demo';
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
};

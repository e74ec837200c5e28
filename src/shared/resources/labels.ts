// The i18n catalogue parts of every resource folder (registered in src/shared/i18n/index.ts).
import type { Catalogue } from '../i18n/types';
import alumniUsers from './alumniUsers/labels';
import appModules from './appModules/labels';
import appVersions from './appVersions/labels';
import covertUsers from './covertUsers/labels';
import loginDevices from './loginDevices/labels';
import robotAsks from './robotAsks/labels';
import robotFeedbacks from './robotFeedbacks/labels';
import robotProposals from './robotProposals/labels';
import shieldWords from './shieldWords/labels';
import unitInvoiceTitles from './unitInvoiceTitles/labels';

export const RESOURCE_LABELS: Catalogue[] = [shieldWords, appVersions, unitInvoiceTitles, appModules, robotAsks, robotFeedbacks, robotProposals, alumniUsers, covertUsers, loginDevices];

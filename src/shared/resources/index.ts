// Every resource definition. A new admin area is one folder (definition, labels, demo rows) and
// a line here, in labels.ts (RESOURCE_LABELS) and in demos.ts (RESOURCE_DEMOS). Demo rows stay
// out of this module so the console's bundle does not carry them.
import { alumniUsers } from './alumniUsers/definition';
import { appModules } from './appModules/definition';
import { appVersions } from './appVersions/definition';
import { covertUsers } from './covertUsers/definition';
import { loginDevices } from './loginDevices/definition';
import { robotAsks } from './robotAsks/definition';
import { robotFeedbacks } from './robotFeedbacks/definition';
import { robotProposals } from './robotProposals/definition';
import { shieldWords } from './shieldWords/definition';
import { ResourceDef } from './types';
import { unitInvoiceTitles } from './unitInvoiceTitles/definition';

export * from './types';
export const RESOURCES: ResourceDef[] = [shieldWords, appVersions, unitInvoiceTitles, appModules, robotAsks, robotFeedbacks, robotProposals, alumniUsers, covertUsers, loginDevices];
export const resourceByKey = (key: string) => RESOURCES.find((r) => r.key === key);
export const resourceByRoute = (route: string) => RESOURCES.find((r) => r.route === route);

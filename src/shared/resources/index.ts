// Every collection: its route table. A new collection is one folder (definition.ts naming its
// labels.ts and, lazily, its demo.ts) and a line here; the server, the console, the seed and the
// tests follow the list. Demo rows load only when asked for, so the console never carries them.
import { adminRoles } from './adminRoles/definition';
import { alumniUsers } from './alumniUsers/definition';
import { appCards } from './appCards/definition';
import { appModules } from './appModules/definition';
import { appVersions } from './appVersions/definition';
import { covertUsers } from './covertUsers/definition';
import { emergencyRecords } from './emergencyRecords/definition';
import { flowServices } from './flowServices/definition';
import { listingMarks } from './listingMarks/definition';
import { loginDevices } from './loginDevices/definition';
import { officialContacts } from './officialContacts/definition';
import { robotAsks } from './robotAsks/definition';
import { robotFeedbacks } from './robotFeedbacks/definition';
import { robotProposals } from './robotProposals/definition';
import { serviceScenes } from './serviceScenes/definition';
import { services } from './services/definition';
import { serviceTypes } from './serviceTypes/definition';
import { shieldWords } from './shieldWords/definition';
import { slides } from './slides/definition';
import { themeArticles } from './themeArticles/definition';
import { ResourceDef } from './types';
import { unitInvoiceTitles } from './unitInvoiceTitles/definition';
import { visitLog } from './visitLog/definition';

export * from './types';
export const RESOURCES: ResourceDef[] = [
  shieldWords,
  appVersions,
  unitInvoiceTitles,
  appModules,
  robotAsks,
  robotFeedbacks,
  robotProposals,
  alumniUsers,
  covertUsers,
  loginDevices,
  emergencyRecords,
  slides,
  serviceTypes,
  serviceScenes,
  listingMarks,
  services,
  flowServices,
  visitLog,
  themeArticles,
  officialContacts,
  appCards,
  adminRoles,
];
// (each of another list of collections when given one: the worked example's test adds its own)
export const resourceByKey = (key: string, registry: readonly ResourceDef[] = RESOURCES) => registry.find((r) => r.key === key);
export const resourceByRoute = (route: string, registry: readonly ResourceDef[] = RESOURCES) => registry.find((r) => r.route === route);
/** the collections a route shows, as tabs when more than one (/deviceManage) */
export const resourcesByRoute = (route: string, registry: readonly ResourceDef[] = RESOURCES) => registry.filter((r) => r.route === route);
/** every collection's messages (the i18n catalogue parts) */
export const RESOURCE_LABELS = RESOURCES.map((r) => r.labels);

// Every message catalogue the server can say (it answers in the caller's Accept-Language), for
// the server and the shared tests. Each area keeps its own catalogue file; the registry
// (./registry.ts) refuses a key defined twice, so two files never silently fight over one
// message. The console does not import this file: its screen chunks add their areas' catalogues
// (src/client/app/README.md). Words only the console shows live beside their feature
// (src/client/features/<feature>/…Ui.ts), not here; the shared tests check them with these
// (test/shared/everyCatalogue.ts).
import { addCatalogue, Catalogue } from './registry';
import resources from './resources';
import server from './server';
import workflows from './workflows';
import imports from './imports';
import importWizard from './importWizard';
import people from './people';
import exportsCatalogue from './exports';
import peopleQuery from './peopleQuery';
import membersCatalogue from './members';
import photoImport from './photoImport';
import photos from './photos';
import home from './home';
import collectionsCatalogue from './collections';
import { RESOURCE_LABELS } from '../resources';
import { DOCUMENT_LABELS } from '../documents';
import documentsCatalogue from './documents';
import documentJob from './documentJob';
import jobCentre from './jobCentre';
import robot from './robot';
import recordEditing from './recordEditing';
import preLoginLanding from './preLoginLanding';
import projectDetails from './projectDetails';
import auditHistory from './auditHistory';
import appCalls from './appCalls';
import serviceFavourites from './serviceFavourites';
import serviceScore from './serviceScore';
import dictManage from './dictManage';
import formTools from './formTools';
import charts from './charts';
import serviceStats from './serviceStats';
import presets from './presets';
import alumniPosts from './alumniPosts';
import auditTargets from './auditTargets';
import serviceCards from './serviceCards';
import businessPackages from './businessPackages';
import replay from './replay';
import publicReads from './publicReads';
import publicAccounts from './publicAccounts';

export * from './registry';

const parts: Catalogue[] = [
  resources,
  server,
  workflows,
  imports,
  importWizard,
  people,
  exportsCatalogue,
  peopleQuery,
  membersCatalogue,
  photos,
  photoImport,
  documentsCatalogue,
  documentJob,
  jobCentre,
  collectionsCatalogue,
  ...RESOURCE_LABELS,
  ...DOCUMENT_LABELS,
  home,
  robot,
  recordEditing,
  preLoginLanding,
  projectDetails,
  auditHistory,
  appCalls,
  serviceFavourites,
  serviceScore,
  dictManage,
  formTools,
  charts,
  serviceStats,
  presets,
  alumniPosts,
  auditTargets,
  serviceCards,
  businessPackages,
  replay,
  publicReads,
  publicAccounts,
];

for (const part of parts) addCatalogue(part);

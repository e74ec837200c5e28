// Every feature, for what must hold them all at once: the replay of an action log (replay.ts)
// and the tests. The console's own screens never import this (it would put every feature in one
// chunk): each chunk in ./chunks lists the features its screen uses.
import type { Feature } from './lazy/feature';
import { dictsFeature } from '../features/dicts/feature';
import { resourcesFeature } from '../features/resources/feature';
import { importWizardFeature } from '../features/importWizard/feature';
import { peopleFeature } from '../features/people/feature';
import { organizationFeature } from '../features/organization/feature';
import { exportFeature } from '../features/exports/feature';
import { membersFeature } from '../features/memberPicker/feature';
import { memberScreensFeature } from '../features/memberScreens/feature';
import { quickAuthFeature } from '../features/quickAuth/feature';
import { monitorsFeature } from '../features/monitors/feature';
import { photosFeature } from '../features/photos/feature';
import { photoImportFeature } from '../features/photoImport/feature';
import { photoExportFeature } from '../features/photoExport/feature';
import { homeFeature } from '../features/home/feature';
import { documentsFeature } from '../features/documents/feature';
import { documentJobFeature } from '../features/documentJob/feature';
import { jobCentreFeature } from '../features/jobCentre/feature';
import { robotLibraryFeature } from '../features/robotLibrary/feature';
import { preLoginPreviewFeature } from '../features/preLoginPreview/feature';
import { serviceOverviewFeature } from '../features/serviceOverview/feature';
import { serviceFavouritesFeature } from '../features/serviceFavourites/feature';
import { serviceScoreFeature } from '../features/serviceScore/feature';
import { serviceVisitCountFeature } from '../features/serviceVisitCount/feature';
import { projectDetailsFeature } from '../features/projectDetails/feature';
import { auditHistoryFeature } from '../features/auditHistory/feature';
import { alumniModerationFeature } from '../features/alumniModeration/feature';
import { serviceCardsFeature } from '../features/serviceCards/feature';
import { businessPackagesFeature } from '../features/businessPackages/feature';

export const ALL_FEATURES: readonly Feature[] = [
  dictsFeature,
  resourcesFeature,
  importWizardFeature,
  peopleFeature,
  organizationFeature,
  exportFeature,
  membersFeature,
  memberScreensFeature,
  quickAuthFeature,
  monitorsFeature,
  photosFeature,
  photoImportFeature,
  photoExportFeature,
  homeFeature,
  documentsFeature,
  documentJobFeature,
  jobCentreFeature,
  robotLibraryFeature,
  preLoginPreviewFeature,
  serviceOverviewFeature,
  serviceFavouritesFeature,
  serviceScoreFeature,
  serviceVisitCountFeature,
  projectDetailsFeature,
  auditHistoryFeature,
  alumniModerationFeature,
  serviceCardsFeature,
  businessPackagesFeature,
];

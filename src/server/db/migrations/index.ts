// Every migration in the order it runs.
import auth from './001_auth';
import orgPeople from './002_org_people';
import dictionaries from './003_dictionaries';
import services from './004_services';
import faq from './005_faq';
import alumni from './006_alumni';
import { resourceTableMigrations } from './007_resource_tables';
import imports from './008_imports';
import peopleSearch from './009_people_search';
import exportJobs from './010_exports';
import members from './011_members';
import photos from './012_photos';
import photoImports from './013_photo_imports';
import photoExports from './014_photo_exports';
import passwordChange from './016_password_change';
import documents from './017_documents';
import collections from './018_collections';
import faqSimilar from './019_faq_similar';
import peopleArea from './020_people_area';
import resourceExports from './021_resource_exports';
import news from './023_news';
import importNumericCells from './024_import_numeric_cells';
import serviceCatalogue from './025_service_catalogue';
import serviceEvents from './026_service_events';
import presetServices from './027_preset_services';
import scoreMechanism from './028_score_mechanism';
import serviceVisitSummaries from './029_service_visit_summaries';
import serviceVisitIntake from './030_service_visit_intake';
import visitSummariesWrittenOnce from './031_visit_summaries_written_once';
import alumniPosts from './032_alumni_posts';
import serviceCards from './033_service_cards';
import businessPackages from './034_business_packages';
import publicAccountMessages from './035_public_account_messages';
import importUploadNumericColumns from './036_import_upload_numeric_columns';
import storedFiles from './037_stored_files';
import newsSyncUser from './038_news_sync_user';
import exportFollowers from './039_export_followers';
import auditTitles from './041_audit_titles';
import cardColumnLinks from './042_card_column_links';
import adminRights from './043_admin_rights';
import adminRoleStamp from './044_admin_role_stamp';
import settingsDocuments from './045_settings_documents';
import type { Migration } from './types';

export const MIGRATIONS: Migration[] = [
  auth,
  orgPeople,
  dictionaries,
  services,
  faq,
  alumni,
  ...resourceTableMigrations,
  imports,
  peopleSearch,
  exportJobs,
  members,
  photos,
  photoImports,
  photoExports,
  passwordChange,
  documents,
  collections,
  faqSimilar,
  peopleArea,
  resourceExports,
  news,
  importNumericCells,
  serviceCatalogue,
  serviceEvents,
  presetServices,
  scoreMechanism,
  serviceVisitSummaries,
  serviceVisitIntake,
  visitSummariesWrittenOnce,
  alumniPosts,
  serviceCards,
  businessPackages,
  publicAccountMessages,
  importUploadNumericColumns,
  storedFiles,
  newsSyncUser,
  exportFollowers,
  auditTitles,
  cardColumnLinks,
  adminRights,
  adminRoleStamp,
  settingsDocuments,
];
export type { Migration };

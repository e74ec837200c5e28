// The robot library's similar phrasings, unique question texts within a tenant and the library's
// version (bumped with every change, so each API process rebuilds its "try it" index).
import { sqlMigration } from './sql';

export default sqlMigration('019_faq_similar', [
  `alter table faq_questions add column similar_questions text[] not null default '{}'`,
  `create unique index faq_questions_text_uniq on faq_questions (tenant_id, lower(trim(question)))`,
  `create table faq_library_versions (
    tenant_id text primary key references tenants(id),
    version bigint not null default 0)`,
]);

// Issue 17: the job centre lists the news synchronisations a user started, so a job names its
// user by id (user_name alone is not a person). The automatic synchronisation names nobody (null).
import { sqlMigration } from './sql';

export default sqlMigration('038_news_sync_user', [`alter table news_sync_jobs add column if not exists user_id integer`]);

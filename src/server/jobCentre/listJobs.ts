// The job centre's list (JOB_PATHS.list): the user's jobs of every kind within the scope,
// newest first, at most JOB_LIST_MAX.
import type { JobItem } from '../../shared/jobs/api';
import type { Db } from '../db/schema';
import type { Translate } from '../types';
import { importItems, photoImportItems } from './importItems';
import { exportItems, newsItems, packageItems } from './otherItems';
import type { JobScope } from './scope';

export async function listJobs(db: Db, scope: JobScope, t: Translate, link: (key: string) => string): Promise<JobItem[]> {
  const lists = await Promise.all([
    importItems(db, scope, t),
    photoImportItems(db, scope, t),
    exportItems(db, scope, t, link),
    packageItems(db, scope, t),
    newsItems(db, scope, t),
  ]);
  return lists
    .flat()
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
    .slice(0, scope.max);
}

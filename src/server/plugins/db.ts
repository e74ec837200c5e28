// The database and the clock as instance decorators, so routes and other plugins reach them
// through `app.db` / `app.now()` and tests swap both.
import fp from 'fastify-plugin';
import type { Db } from '../db/schema';

export interface DbPluginOptions {
  db: Db;
  now?: () => number;
}

export default fp<DbPluginOptions>(
  async (app, opts) => {
    app.decorate('db', opts.db);
    app.decorate('now', opts.now ?? Date.now);
  },
  { name: 'db' },
);

// User photos (document 000 "User image"; issue 5). The picture bytes sit in the photo store
// (src/server/photos/store.ts: DATA_DIR/files/photos/<tenant>/<name>), never in the database:
// people.photo_path names the stored file, photo_updated_at says when it was placed. Each tenant
// may keep its own photo settings (what the zip import accepts).
import { sqlMigration } from './sql';

export default sqlMigration('012_photos', [
  `alter table people add column photo_updated_at timestamptz`,
  `create table photo_configs (
    tenant_id text primary key references tenants(id),
    config jsonb not null,
    updated_at timestamptz not null default now())`,
]);

// The key that signs access tokens, generated once and kept in the database so a restart (or
// a second API process) keeps accepting the tokens already issued.
import { randomToken } from '../crypto';
import type { Db } from '../db/schema';

export async function loadOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomToken(48) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

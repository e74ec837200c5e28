// "Which services does this person get" for the apps (GET /api/public/presets/:tenantCode/:account):
// the person is the one the apps' own calls resolve an account to (appCalls/subjects.ts: their
// account, student, work or exam number, in that order, then the oldest person), and their list
// is the preset screen's own effective list (presetServices/effective.ts). Only the services' id,
// name and icon leave: not the person's name, identity or roles, nor whether they have a personal
// list. An unknown account answers an empty list, as a person who gets nothing does.
import type { PublicPresets } from '../../shared/publicReads/api';
import { resolveAccounts } from '../appCalls/subjects';
import type { Db } from '../db/schema';
import { effectiveServices } from '../presetServices/effective';
import { imageAddress } from './images';

export async function publicPresets(db: Db, tenantId: string, account: string): Promise<PublicPresets> {
  const person = (await resolveAccounts(db, tenantId, [account])).get(account);
  if (!person) return { services: [] };
  const effective = await effectiveServices(db, tenantId, person.id);
  return { services: effective.map((s) => ({ id: s.id, name: s.name, icon: imageAddress(s.icon) })) };
}

// The tenant's published sensitive-information rules (src/shared/documents/sensitiveInfo) as a
// row masker for one identity in one place: the people lists, a person's detail and the Excel
// export mask with it before anything leaves the server. Before any publish the definition's
// defaults hold, as for the apps' public read.
//
// The content comes through the generic published-content reader (../documents/published.ts):
// kept per database and tenant with the published version it came from, re-read only when the
// published version changed, so a publish or a restore made public here or by another process
// sharing the database counts from the next request.
import { sensitiveInfo } from '../../shared/documents/sensitiveInfo/definition';
import { masksFor, MaskPlace, rowMasker, RowMasker } from '../../shared/documents/sensitiveInfo/policy';
import type { Identity } from '../../shared/domain/people';
import type { Db } from '../db/schema';
import { publishedContent } from '../documents/published';

/** The tenant's published sensitiveInfo content (the defaults before any publish). */
export const publishedSensitiveInfo = (db: Db, tenantId: string): Promise<Record<string, unknown>> => publishedContent(db, sensitiveInfo, tenantId);

/** A function masking a row of the identity for the place by the tenant's published rules. */
export async function peopleMasker(db: Db, tenantId: string, identity: Identity, place: MaskPlace): Promise<RowMasker> {
  return rowMasker(masksFor(await publishedSensitiveInfo(db, tenantId), identity, place));
}

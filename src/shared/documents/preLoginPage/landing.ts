// The page before login as the apps open it: its address on the server (src/server/routes/landing)
// and the four documents it is made of, read through the public read when it opens.
import { publicDocumentPath } from '../types';

export const LANDING_DOCUMENTS = ['preLoginPage', 'preLoginBottom', 'appearance', 'loginPrompt'] as const;
export type LandingDocument = (typeof LANDING_DOCUMENTS)[number];

/** the public reads the page makes, in its order */
export const landingReads = (tenantCode: string): string[] => LANDING_DOCUMENTS.map((key) => publicDocumentPath(tenantCode, key));

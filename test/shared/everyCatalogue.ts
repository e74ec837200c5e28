// Every message catalogue in one registry: the server's (src/shared/i18n/index.ts) and the
// console's own (consoleCatalogues.ts), for the shared tests that hold every message to a rule
// (both languages, the same placeholders, no Chinese in English). Adding them goes through the
// registry, which refuses a key defined twice: across the two sets as within each.
import { addCatalogue } from '../../src/shared/i18n';
import { CONSOLE_CATALOGUES } from './consoleCatalogues';

for (const catalogue of Object.values(CONSOLE_CATALOGUES)) addCatalogue(catalogue);

export * from '../../src/shared/i18n';

// The photo zip import's services (issue 5): filled in by the photo import work.
import fp from 'fastify-plugin';

export interface PhotoImportsOptions {
  /** DATA_DIR */
  dataDir: string;
  /** start the job runner with the app */
  runner?: boolean;
  /** PGlite: this process alone uses the database */
  singleProcess?: boolean;
}

export default fp<PhotoImportsOptions>(async () => {}, { name: 'photoImports', dependencies: ['db', 'photos', 'imports'] });

// Starts a TypeScript worker: tsx compiles it whether the server runs under tsx or Jest.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);

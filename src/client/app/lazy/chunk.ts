// A screen chunk's loading state, kept outside React so that (unlike React.lazy, which keeps
// a failed promise for ever) a failed or slow load can really be retried: retry calls the
// import again. Document 000 §8: a chunk that has not arrived after 120 s is a ChunkLoadError.
//
// Parcel's runtime keeps the promise of each import() for the page's life, so calling the
// import again can hand back the very promise that failed (or hangs). The browser itself would
// fetch the file again; only a fresh page gets a fresh Parcel runtime. So when the retry gets
// the same promise back, the page reloads: the session, the lock, the language and the route
// are all stored, and the reload fetches the chunk anew.
//
// After an upgrade an open page may ask for a chunk of the previous build: the server answers
// 404 at once (never index.html in its place), the import fails at once, and when the served
// index.html names other bundles than the page's (newVersion.ts) the failure is `outdated`: the
// screen says a new version is there and its button reloads the page, which loads the new build
// (index.html is revalidated at every load). A chunk that does not answer at all still fails
// after CHUNK_TIMEOUT_MS.
import type { ComponentType } from 'react';
import type { Feature } from './feature';
import { newVersionDeployed } from './newVersion';

export const CHUNK_TIMEOUT_MS = 120_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ScreenComponent = ComponentType<any>;
/** A screen chunk: its component, and the features (slices, sagas, messages) it brings. */
export interface ScreenModule {
  default: ScreenComponent;
  features?: readonly Feature[];
}
export type ScreenLoader = () => Promise<ScreenModule>;
const NO_FEATURES: readonly Feature[] = [];

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export type ChunkState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; component: ScreenComponent; features: readonly Feature[] }
  | { status: 'failed'; message: string; outdated?: true };

export interface Chunk {
  getSnapshot(): ChunkState;
  subscribe(listener: () => void): () => void;
  /** starts loading unless it is loading or loaded */
  load(): void;
  /** loads again after a failure */
  retry(): void;
}

function createChunk(loader: ScreenLoader, timeoutMs: number): Chunk {
  let state: ChunkState = { status: 'idle' };
  const listeners = new Set<() => void>();
  const set = (next: ChunkState) => {
    state = next;
    listeners.forEach((l) => l());
  };

  /** the promise of the last attempt, to recognise a runtime that hands back the same one */
  let lastAttempt: Promise<unknown> | null = null;

  function load() {
    if (state.status === 'loading' || state.status === 'loaded') return;
    let attempt: Promise<ScreenModule>;
    try {
      attempt = loader();
    } catch (error) {
      attempt = Promise.reject(error);
    }
    if (attempt === lastAttempt) {
      set({ status: 'loading' });
      chunkEnvironment.reloadPage();
      return;
    }
    lastAttempt = attempt;
    set({ status: 'loading' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)), timeoutMs);
    });
    Promise.race([attempt, timedOut])
      .then(
        (module) => set({ status: 'loaded', component: module.default, features: module.features ?? NO_FEATURES }),
        async (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          const outdated = await chunkEnvironment.newVersionDeployed();
          set(outdated ? { status: 'failed', message, outdated: true } : { status: 'failed', message });
        },
      )
      .finally(() => clearTimeout(timer));
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    retry: load,
  };
}

/** What a retry does when the import hands back its old promise, and how a failure learns that
 *  a new build is served (tests replace them). */
export const chunkEnvironment = {
  reloadPage: (): void => window.location.reload(),
  newVersionDeployed: (): Promise<boolean> => newVersionDeployed(),
};

const chunks = new Map<ScreenLoader, Chunk>();

/** One chunk per loader, shared by every route that shows it (a loaded screen stays loaded). */
export function chunkOf(loader: ScreenLoader, timeoutMs: number = CHUNK_TIMEOUT_MS): Chunk {
  let chunk = chunks.get(loader);
  if (!chunk) {
    chunk = createChunk(loader, timeoutMs);
    chunks.set(loader, chunk);
  }
  return chunk;
}

// A screen chunk's loading state, kept outside React so that (unlike React.lazy, which keeps
// a failed promise for ever) a failed or slow load can really be retried: retry calls the
// import again. Document 000 §8: a chunk that has not arrived after 120 s is a ChunkLoadError.
import type { ComponentType } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ScreenComponent = ComponentType<any>;
export type ScreenLoader = () => Promise<{ default: ScreenComponent }>;

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export type ChunkState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; component: ScreenComponent }
  | { status: 'failed'; message: string };

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

  function load() {
    if (state.status === 'loading' || state.status === 'loaded') return;
    set({ status: 'loading' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)), timeoutMs);
    });
    Promise.race([Promise.resolve().then(loader), timedOut])
      .then(
        (module) => set({ status: 'loaded', component: module.default }),
        (error: unknown) => set({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
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

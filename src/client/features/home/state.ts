// The home slice's state: the attention counts of /wel/index and the latest app versions read
// for the download pages (the console's /downloadPage and the phone's /downloadMiddlePage).
import type { Attention, LatestVersions } from '../../../shared/home/api';
import type { Problem } from '../../lib/problem';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface AttentionState {
  status: LoadStatus;
  data: Attention | null;
  problem: Problem | null;
}

export interface DownloadState {
  status: LoadStatus;
  tenantCode: string | null;
  /** where the API is (the runtime config's baseURL) */
  baseURL: string;
  data: LatestVersions | null;
  /** why it failed: an unknown tenant, or anything else (network, server) */
  failure: 'notFound' | 'failed' | null;
}

export interface HomeState {
  attention: AttentionState;
  download: DownloadState;
}

export const initialHomeState: HomeState = {
  attention: { status: 'idle', data: null, problem: null },
  download: { status: 'idle', tenantCode: null, baseURL: '', data: null, failure: null },
};

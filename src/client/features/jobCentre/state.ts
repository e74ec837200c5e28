// The job centre's domain state: the user's jobs as the server listed them (updated by every
// follow's answers, whoever follows), which jobs are being followed, and which endings were
// announced (kept in sessionStorage too, so a refresh does not announce them again).
import type { JobItem } from '../../../shared/jobs/api';
import type { Message } from '../../lib/problem';

export type ListStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface FollowedName {
  name: string;
  dryRun?: true;
}

export interface JobCentreState {
  status: ListStatus;
  problem: Message | null;
  /** newest first, as listed */
  jobs: JobItem[];
  open: boolean;
  /** follows under way, by follow key (kind:id): how many followers */
  following: Record<string, number>;
  /** follow keys whose ending was announced */
  announced: string[];
  /** follow keys with an action under way (cancel, undo, a download) */
  busy: string[];
  /** what followers told of the jobs they follow (follow key → name, dry run), until the ending is announced */
  names: Record<string, FollowedName>;
}

export const initialJobCentreState: JobCentreState = {
  status: 'idle',
  problem: null,
  jobs: [],
  open: false,
  following: {},
  announced: [],
  busy: [],
  names: {},
};

// The /ProjectDetails slice's state: one load (status machine idle → loading → loaded | failed)
// of the platform's name and logo, its administrators, the summary of its modules and its app
// keys; and an app key's rotation (idle → confirming → rotating → shown | failed), whose new
// secret is kept only until it is dismissed.
import type { AppKeyRow } from '../../../shared/appCalls/api';
import type { AdminInfo, ProjectSummary } from '../../../shared/platform/projectDetails';
import type { Problem } from '../../lib/problem';
import type { FlowServiceCounts } from '../../../shared/services/catalogue';

export type DetailsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface PlatformInfo {
  name: string;
  /** the logo's file id, or null */
  logo: string | null;
}

export interface ProjectDetailsState {
  status: DetailsStatus;
  platform: PlatformInfo | null;
  admins: AdminInfo[];
  summary: ProjectSummary | null;
  keys: AppKeyRow[];
  /** flowServiceConfig/getNum: enabled of all flow services (null until read) */
  flowCounts: FlowServiceCounts | null;
  problem: Problem | null;
  rotation: RotationState;
}

export interface RotationState {
  status: 'idle' | 'confirming' | 'rotating' | 'shown' | 'failed';
  /** the key being rotated */
  id: string | null;
  /** the new secret, while shown */
  revealed: string | null;
  problem: Problem | null;
}

export const idleRotation: RotationState = { status: 'idle', id: null, revealed: null, problem: null };

export const initialProjectDetailsState: ProjectDetailsState = {
  status: 'idle',
  platform: null,
  admins: [],
  summary: null,
  keys: [],
  flowCounts: null,
  problem: null,
  rotation: idleRotation,
};

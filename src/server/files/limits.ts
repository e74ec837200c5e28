// Every limit on stored uploads in one place: how long an upload may wait to become a job, how
// old a file with no row must be before the sweep takes it, how often the sweep runs, and the
// per-tenant quota on uploads still waiting (used ones are the import history and do not count).
const MB = 1024 * 1024;

/** an Excel upload no import job used within this is removed, row and file (import.refused.uploadGone after) */
export const UPLOAD_UNUSED_HOURS = 24;
/** a file no row names is removed only once this old, so an upload being written is never touched */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** the sweeps run when the server starts and then this often */
export const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface Quota {
  /** uploads waiting at once */
  maxPending: number;
  /** their bytes together */
  maxBytes: number;
}

/**
 * Per tenant. Excel uploads (≤ 5 MB each, DATA_DIR/files/imports) wait until an import job uses
 * them (a zip's spreadsheet counts here too, until its mapping starts the import). Photo zips
 * (≤ 200 MB each, DATA_DIR/files/photo-imports) wait until their job ends, and a zip is removed then.
 */
export const UPLOAD_QUOTA: { imports: Quota; photoZips: Quota; packages: Quota } = {
  imports: { maxPending: 50, maxBytes: 200 * MB },
  photoZips: { maxPending: 10, maxBytes: 1024 * MB },
  // business-package archives (≤ 50 MB each, DATA_DIR/files/business-packages): those whose job
  // has not ended count against maxPending; every archive kept (a recorded version keeps its
  // archive) and the incoming one count against maxBytes
  packages: { maxPending: 5, maxBytes: 500 * MB },
};

/**
 * Per tenant: the uploaded pictures (image fields, rich-text pictures; each within the published
 * limit, ≤ 20 MB: imageLimit.ts; DATA_DIR/files/uploads) kept together. A picture no record or
 * document version names is removed IMAGE_UNUSED_HOURS after its upload (imageSweep.ts), so the
 * quota counts what is kept.
 */
export const IMAGE_QUOTA = { maxBytes: 500 * MB };
/** a picture uploaded but named by no record or document version is removed this long after */
export const IMAGE_UNUSED_HOURS = 24;

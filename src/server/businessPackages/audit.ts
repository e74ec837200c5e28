// The audit trail's key for business packages (target kind `collection`, id the package's):
// uploads and upgrades (create), edits (update), versions applied (save) and removals (remove).
export const PACKAGE_AUDIT_KEY = 'businessPackages';

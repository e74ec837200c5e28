// The roles an alumni user may hold (document 000 §7 platformalumniuser/roleList): fixed codes,
// labels are i18n keys.
export const ALUMNI_ROLES = [
  { code: 'ALUMNUS', label: 'alumniUser.role.ALUMNUS' },
  { code: 'CLASS_CONTACT', label: 'alumniUser.role.CLASS_CONTACT' },
  { code: 'ASSOCIATION_ADMIN', label: 'alumniUser.role.ASSOCIATION_ADMIN' },
  { code: 'TEACHER', label: 'alumniUser.role.TEACHER' },
] as const;
export type AlumniRole = (typeof ALUMNI_ROLES)[number]['code'];

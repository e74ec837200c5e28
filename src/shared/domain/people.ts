// People and organisation constants of DOMAIN.md, shared by the server, the console and imports.
export const IDENTITIES = ['NEW_STUDENT', 'STUDENT', 'GRADUATE_STUDENT', 'TEACHER', 'OTHER'] as const;
export type Identity = (typeof IDENTITIES)[number];

/** Organisation unit type codes of the import wizard (document 000 §9). */
export const ORG_UNIT_TYPES = { CAMPUS: 1, FACULTY: 2, MAJOR: 3, CLASS: 4, UNIT: 5, ORGANISATION: 6 } as const;
export type OrgUnitType = (typeof ORG_UNIT_TYPES)[keyof typeof ORG_UNIT_TYPES];

/** OLD: in-school student class; NEW: new-student class (document 000 §3). */
export const CLASS_TYPES = ['OLD', 'NEW'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];

/** The dictionaries the people screens read (document 000 §7). */
export const PEOPLE_DICTIONARIES = ['teacher_current_status', 'stu_current_status', 'stu_present_state'] as const;

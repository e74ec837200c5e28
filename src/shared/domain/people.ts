// People and organisation constants of DOMAIN.md, shared by the server, the console and imports.
export const IDENTITIES = ['NEW_STUDENT', 'STUDENT', 'GRADUATE_STUDENT', 'TEACHER', 'OTHER'] as const;
export type Identity = (typeof IDENTITIES)[number];

/** Each identity's list screen (its route): the screen whose rights its imports and exports need. */
export const IDENTITY_SCREENS: Record<Identity, string> = {
  NEW_STUDENT: '/newStudentManage',
  STUDENT: '/studentManage',
  GRADUATE_STUDENT: '/graduateStudentManage',
  TEACHER: '/teacherManage',
  OTHER: '/otherUserManage',
};
/** The organisation screen, whose rights the unit imports need. */
export const ORGANISATION_SCREEN = '/organization';
/** The screen an import target (an identity or `ORG_<type>`) belongs to. */
export const screenOfTarget = (key: string): string | undefined => (key.startsWith('ORG_') ? ORGANISATION_SCREEN : IDENTITY_SCREENS[key as Identity]);

/** Organisation unit type codes of the import wizard (document 000 §9). */
export const ORG_UNIT_TYPES = { CAMPUS: 1, FACULTY: 2, MAJOR: 3, CLASS: 4, UNIT: 5, ORGANISATION: 6 } as const;
export type OrgUnitType = (typeof ORG_UNIT_TYPES)[keyof typeof ORG_UNIT_TYPES];

/** OLD: in-school student class; NEW: new-student class (document 000 §3). */
export const CLASS_TYPES = ['OLD', 'NEW'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];

/** The dictionaries the people screens read (document 000 §7). */
export const PEOPLE_DICTIONARIES = ['teacher_current_status', 'stu_current_status', 'stu_present_state'] as const;

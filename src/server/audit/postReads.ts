// The signed POST calls that are not writes of the school's data, so the history has nothing to
// record of them (issue 29: "every write call of every area is recorded"; the route walk of
// test/server/audit/writeRoutes.test.ts takes every other signed POST for a write and requires
// its `config.audit`, routeAudit.ts). POST is this console's verb for reads too (document 002:
// bodies are wrapped and signed), so reads are named here, explicitly:
// - the reads the definitions make (collections' lists, details, lookups, related lists, summary
//   tools and exports; documents' detail, history and difference, and their documented details);
// - the hand-built screens' reads, by area;
// - NOT_RECORDED: calls that do write something, but nothing the history is about, each with
//   its reason (a file staged for a recorded step, an export's job, one's own notices).
// A new POST route is neither until someone decides: the route walk fails until it is declared
// (a write: config.audit) or listed here (a read, with the area it belongs to).
import { DOCUMENTS } from '../../shared/documents/list';
import { documentPath } from '../../shared/documents';
import { callsOf, fullPath, lookupPath, RESOURCES } from '../../shared/resources';
import { resourceExportPath } from '../../shared/exports/resourceApi';
import { APP_CARD_CHECK_REUSE_PATH } from '../../shared/resources/appCards/definition';
import { ADMIN_PATHS } from '../../shared/rights/api';
import { BACKUP_PATHS } from '../../shared/platform/backups';

const P = '/api/blade-platform';
const W = '/api/blade-workbench';

/** The reads made from the collections' and documents' definitions. */
function definitionReads(): string[] {
  const out: string[] = [];
  for (const def of RESOURCES) {
    const calls = callsOf(def);
    for (const c of [calls.list, calls.detail]) if (c && (c.method ?? 'POST') === 'POST') out.push(fullPath(def, c.path));
    for (const [key, l] of Object.entries(def.lookups ?? {})) if (l.method === 'POST') out.push(lookupPath(def, key));
    if (def.lookupBundle?.method === 'POST') out.push(fullPath(def, def.lookupBundle.path));
    for (const r of def.related ?? []) if ((r.call.method ?? 'POST') === 'POST') out.push(fullPath(def, r.call.path));
    for (const t of def.tools ?? []) if (t.kind === 'summary' && (t.call.method ?? 'POST') === 'POST') out.push(fullPath(def, t.call.path));
    if (def.exportable) out.push(resourceExportPath(def));
  }
  for (const def of DOCUMENTS) {
    out.push(documentPath(def.key, 'detail'), documentPath(def.key, 'history'), documentPath(def.key, 'diff'));
    if (def.documented?.detail && !def.documented.detailByGet) out.push(def.documented.detail);
  }
  return out;
}

/** The hand-built screens' POST reads, by area. */
const HAND_BUILT_READS: Record<string, string[]> = {
  dictionaries: [`${P}/dict/getDict`],
  // a URL checked before it is saved (nothing stored)
  urlChecks: [`${W}/baseService/checkURL`, `${P}/platformPrepareLoginButtomConfig/checkLinks`, APP_CARD_CHECK_REUSE_PATH],
  preLogin: [`${P}/platformPreLoginPageShoConfig/getAccessWayList`],
  history: ['/api/audit/list'],
  // the administrators' accounts and the roles they may be given (issue 36)
  admins: [ADMIN_PATHS.list, ADMIN_PATHS.roles],
  imports: [`${W}/import/progress`, `${W}/import/errors`, `${W}/import/original`, `${W}/import/history`],
  // an export reads the data; its job is the job centre's (a file for the one who asked)
  exports: [`${W}/export/headers`, `${W}/export/count`, `${W}/export/start`, `${W}/export/progress`],
  people: [
    ...['edunewstudentinfo', 'edustudentinfo', 'edugraduateinfo', 'eduteacherinfo', 'eduotheruserinfo'].flatMap((f) => [
      `${W}/${f}/list/role`,
      `${W}/${f}/detail`,
    ]),
    `${W}/eduClassInfo/getCollegeMajorTree`,
    `${W}/eduteacherinfo/getEduDeptInfoTree`,
    `${W}/eduteacherinfo/getEduDeptInfoTreeByDeptId`,
    `${W}/orgUnit/tree`,
    `${W}/orgUnit/list`,
  ],
  members: [
    `${P}/rolePerm/memberList`,
    ...['Student', 'Teacher', 'OtherUser', 'Class'].map((k) => `${P}/rolePerm/notin${k}List`),
    `${W}/matrixDept/list`,
    `${W}/eduMatrixLevelinfo/deptListByLevel`,
    `${W}/matrixUser/list`,
    `${W}/matrixUser/notinMatrixStudentList`,
    `${W}/matrixUser/notinDeptTeacherList`,
    `${W}/chatClass/list`,
    `${W}/chatClass/memberList`,
    ...['Student', 'Teacher', 'OtherUser', 'Class'].map((k) => `${W}/chatClass/notin${k}List`),
    `${W}/dataDirectory/list`,
    `${W}/dataDirectory/authUserList`,
    `${W}/monitor/list`,
    `${W}/monitor/apiList`,
    `${W}/monitor/candidateApiList`,
  ],
  photos: [
    `${P}/userImg/userList`,
    `${P}/userImg/getConfig`,
    `${P}/userImg/importImg/progress`,
    `${P}/userImg/importImg/errors`,
    // the photo export reads pictures into a zip for the one who asked
    `${P}/userImg/exportImgCount`,
    `${P}/userImg/excel/checkExportImg`,
    `${P}/userImg/exportImg`,
    `${P}/userImg/checkExportImg`,
    `${P}/userImg/exportImgProgress`,
  ],
  businessPackages: [
    '/api/blade-brick/businessPackageConfig/polling',
    '/api/blade-brick/businessPackageConfig/list',
    '/api/blade-brick/businessPackageConfig/upgradeList',
  ],
  robot: [`${P}/aiquestion/list`, `${P}/aiquestion/try`],
  home: ['/api/console/attention'],
  news: [`${P}/newsSectionConfig/synStatus`],
  appKeys: [`${P}/appKey/list`],
  serviceCatalogue: [`${P}/serviceInfo/richTextEditor/serviceList`],
  serviceStats: [
    `${P}/serviceCollection/countList`,
    `${P}/serviceCollection/trend`,
    `${P}/serviceScore/list`,
    `${P}/serviceScore/serviceScoreList`,
    `${P}/visitLog/getServiceByTop`,
    `${P}/userService/findServiceCountList`,
    `${P}/visitLog/findServiceList`,
    `${P}/visitLog/getServicePreview`,
    `${P}/platformapplyguiselogo/queryAdminInfo`,
  ],
  presets: [
    `${P}/presetService/roleDetail`,
    `${P}/presetService/personList`,
    `${P}/presetService/personDetail`,
    ...['Student', 'Teacher', 'OtherUser'].map((k) => `${P}/presetService/notin${k}List`),
  ],
  alumniModeration: [
    `${W}/im/mp/mpInfoList`,
    `${W}/messageCenterHistoryMsg/downloadFile`,
    `${P}/platformalumniaction/getDynamicList`,
    `${P}/platformalumniaction/getDynamicDetails`,
    `${P}/platformalumniaction/getShieldList`,
    `${P}/platformalumnireport/list`,
  ],
  serviceCards: [
    `${P}/serviceCardConfig/list`,
    `${P}/serviceCardConfig/cardConfigDetail`,
    `${P}/serviceCardConfig/getAssociationCard`,
    `${P}/serviceCardConfig/getAssociationCardConfig`,
    `${P}/serviceCardConfig/preview`,
    `${P}/platformCardServiceConfig/queryServiceCardConfigDetail`,
    ...[
      'list',
      'detail',
      'getCardColumnDropDown',
      'checkConfig',
      'getCardDetailById',
      'getDataSourceList',
      'getApiList',
      'getApiDetail',
      'getRequestParamByDataSource',
      'getReturnParamByDataSource',
      // a column's ties: the option lists
      'getRoleListClass',
      'getFlowType',
      'getBusTypeName',
      'getParamTypeList',
      'getServiceList',
      'teacher/dropList',
    ].map((c) => `${P}/cardcolumnconfig/${c}`),
  ],
  jobs: [`${W}/jobs/list`],
};

/** Calls that write, but nothing the history is about, with the reason. */
export const NOT_RECORDED: Record<string, string> = {
  [`${P}/file/upload`]: 'a picture is stored for a form; the save that names it is recorded, one nobody names is swept',
  [`${W}/eduSystemManageGuiseLogo/upload`]: "the appearance's logo is stored (file/upload's implementation); the save that names it is recorded",
  ['/api/im/upload/FrameWorkUpload']: "a rich text's picture is stored (file/upload's implementation); the save that names it is recorded",
  [`${W}/import/upload`]: 'the file is staged for the import; its start is recorded',
  [`${W}/import/relation`]: 'the header mapping is staged for the import; its start is recorded',
  [`${W}/import/checkFields`]: 'the check fields are staged for the import; its start is recorded',
  [`${P}/userImg/importImg`]: 'the zip is staged for the photo import; its start is recorded',
  [`${P}/userImg/importImg/fields`]: 'the field mapping is staged for the photo import; its start is recorded',
  [`${W}/export/keepRunning`]: "an export's job (a read) is kept in the job centre",
  [`${W}/export/cancel`]: "an export's job (a read) is stopped",
  [`${P}/userImg/exportImgCancel`]: "a photo export's job (a read) is stopped",
  [`${W}/jobs/seen`]: "the administrator's own notices of ended jobs are marked seen",
  [BACKUP_PATHS.start]: "a backup of the whole data folder is written (no organisation's record changes); the server's log names who started it",
};

let reads: Set<string> | null = null;

/** Every POST read, by path. */
export function postReads(): ReadonlySet<string> {
  reads ??= new Set([...definitionReads(), ...Object.values(HAND_BUILT_READS).flat()]);
  return reads;
}

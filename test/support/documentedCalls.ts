// Every call the three documents name (document 000 §7, 001 §7, 002 §7): its method and path as
// written there, the screen or widget of the console that makes it, and where the console's code
// names it. The conformance test (test/server/documentedCalls.test.ts) holds the server and the
// console to this table: each call is registered with its method, answers a signed call of the
// demo administrator with 1000 or a documented refusal, and is named by its caller.
//
// `caller`: a console source file that names the path (through a shared constant or spelled out;
// test/support/namedPaths.ts), or the collection or document definition whose screen the console
// builds (every call the definition declares is made by that screen). `sample`: the signed call
// the test makes (default: a first page for a list, {} otherwise) and the statuses it may answer
// (default 1000 or 1004, the empty list); a file download answers the file itself.
import { PLATFORM, WORKBENCH } from '../../src/shared/protocol/constants';

export type DocumentName = '000' | '001' | '002';

export type Caller = { file: string } | { collection: string } | { document: string };

export interface Sample {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  /** a multipart upload of a small real file of this kind, in the part named `field` */
  upload?: { kind: 'png' | 'zip'; field: string; parts?: Record<string, string> };
  /** the answer is a file (HTTP 200, not an envelope) */
  file?: boolean;
  /** the statuses the sample may answer (a documented refusal where the sample asks for one) */
  answers?: number[];
}

export interface DocumentedCall {
  doc: DocumentName;
  method: 'GET' | 'POST';
  path: string;
  /** the route (or widget) that makes the call */
  screen: string;
  caller: Caller;
  sample?: Sample;
}

const BRICK = '/api/blade-brick';
const PAGE = { pageIndex: 1, pageSize: 10 };
/** a range of days, as the statistics screens send it */
const DAYS = { beginDate: '2026-11-01', endDate: '2026-11-29' };
const api = (file: string): Caller => ({ file: `src/client/api/${file}` });
const feature = (file: string): Caller => ({ file: `src/client/features/${file}` });
const collection = (key: string): Caller => ({ collection: key });
const document = (key: string): Caller => ({ document: key });

const call = (doc: DocumentName, method: 'GET' | 'POST', path: string, screen: string, caller: Caller, sample?: Sample): DocumentedCall => ({
  doc,
  method,
  path,
  screen,
  caller,
  sample,
});

/** an id no row has: a removal of it removes nothing, or is refused as unknown */
const NO_SUCH = 2_000_000_000;

export const DOCUMENTED_CALLS: DocumentedCall[] = [
  // ---- document 000 §7, /api/blade-platform
  call('000', 'GET', `${PLATFORM}/platformalumniword/getActionTypeList`, '/sensitiveWordManage', collection('shieldWords')),
  call('000', 'GET', `${PLATFORM}/platformalumnimechanismconfig/list`, '/sensitiveWordManage', collection('shieldWords')),
  call('000', 'POST', `${PLATFORM}/platformalumniword/getAlumniWordList`, '/sensitiveWordManage', collection('shieldWords'), { body: PAGE }),
  call('000', 'POST', `${PLATFORM}/platformalumniword/save`, '/sensitiveWordManage', collection('shieldWords'), { answers: [9009] }),
  call('000', 'POST', `${PLATFORM}/platformalumniword/update`, '/sensitiveWordManage', collection('shieldWords'), { answers: [9009] }),
  call('000', 'POST', `${PLATFORM}/platformalumniword/remove`, '/sensitiveWordManage', collection('shieldWords'), {
    body: { ids: [NO_SUCH] },
    answers: [1000, 1002],
  }),
  call('000', 'GET', `${PLATFORM}/questionType/list`, '/robotFAQLibrary', api('robot.ts')),
  call('000', 'POST', `${PLATFORM}/questionType/saveOrUpdate`, '/robotFAQLibrary', api('robot.ts'), { answers: [9009] }),
  call('000', 'POST', `${PLATFORM}/questionType/remove`, '/robotFAQLibrary', api('robot.ts'), { body: { ids: [NO_SUCH] }, answers: [1000, 1002] }),
  call('000', 'POST', `${PLATFORM}/aiquestion/list`, '/robotFAQLibrary', feature('robotLibrary/robotLibrarySaga.ts'), { body: PAGE }),
  call('000', 'POST', `${PLATFORM}/aiquestion/save`, '/robotFAQLibrary', api('robot.ts'), { answers: [9009] }),
  call('000', 'POST', `${PLATFORM}/aiquestion/remove`, '/robotFAQLibrary', api('robot.ts'), { body: { ids: [NO_SUCH] }, answers: [1000, 1002] }),
  call('000', 'POST', `${PLATFORM}/questionQuiz/list`, '/robotFAQRecord', collection('robotAsks'), { body: PAGE }),
  call('000', 'POST', `${PLATFORM}/questionQuiz/remove`, '/robotFAQRecord', collection('robotAsks'), { body: { ids: [NO_SUCH] }, answers: [1000, 1002] }),
  call('000', 'POST', `${PLATFORM}/question/propose/list`, '/robotFucSuggest', collection('robotProposals'), { body: PAGE }),
  call('000', 'POST', `${PLATFORM}/question/propose/remove`, '/robotFucSuggest', collection('robotProposals'), {
    body: { ids: [NO_SUCH] },
    answers: [1000, 1002],
  }),
  call('000', 'POST', `${PLATFORM}/question/feedBack/list`, '/robotFeedbackList', collection('robotFeedbacks'), { body: PAGE }),
  call('000', 'POST', `${PLATFORM}/question/feedBack/remove`, '/robotFeedbackList', collection('robotFeedbacks'), {
    body: { ids: [NO_SUCH] },
    answers: [1000, 1002],
  }),
  call('000', 'POST', `${PLATFORM}/questionScene/update`, '/robotBasicInfo', document('robotBasicInfo'), { answers: [9009] }),
  call('000', 'GET', `${PLATFORM}/questionScene/list`, '/robotBasicInfo', document('robotBasicInfo')),
  call('000', 'POST', `${PLATFORM}/platformalumniaction/getDynamicList`, '/dynamicManage', api('alumniPosts.ts'), { body: { channel: 'ALUMNI', ...PAGE } }),
  call('000', 'POST', `${PLATFORM}/loginequipment/List`, '/deviceManage', collection('loginDevices'), { body: PAGE }),
  call('000', 'POST', `${PLATFORM}/emergency/List`, '/deviceManage', collection('emergencyRecords'), { body: PAGE }),
  call('000', 'POST', `${PLATFORM}/emergency/details`, '/deviceManage', collection('emergencyRecords'), { body: { id: NO_SUCH }, answers: [1002] }),
  call('000', 'POST', `${PLATFORM}/platformalumniuser/roleList`, '/userManage', collection('alumniUsers')),
  call('000', 'POST', `${PLATFORM}/platformAppVersionManage/getAppVersionList`, '/APPVersionsManage', collection('appVersions'), { body: PAGE }),
  call('000', 'POST', `${PLATFORM}/platformAppVersionManage/saveOrUpdateAppVersion`, '/APPVersionsManage', collection('appVersions'), { answers: [9009] }),
  call('000', 'POST', `${PLATFORM}/platformAppVersionManage/deleteVersionByIds`, '/APPVersionsManage', collection('appVersions'), {
    body: { ids: [NO_SUCH] },
    answers: [1000, 1002],
  }),
  call('000', 'POST', `${PLATFORM}/serviceInfo/list`, '/serviceList', collection('services'), { body: PAGE }),
  call('000', 'POST', `${PLATFORM}/serviceInfo/submit`, '/serviceList', collection('services'), { answers: [9009] }),
  call('000', 'POST', `${PLATFORM}/serviceInfo/updateStatus`, '/serviceList', collection('services'), {
    body: { ids: [NO_SUCH], shelfStatus: 1 },
    answers: [1000, 1002],
  }),
  call('000', 'POST', `${PLATFORM}/serviceInfo/remove`, '/serviceList', collection('services'), { body: { ids: [NO_SUCH] }, answers: [1000, 1002] }),
  call('000', 'GET', `${PLATFORM}/dict/list`, '/dictionaryManage', api('dicts.ts')),
  call('000', 'POST', `${PLATFORM}/serviceScene/list`, '/serviceClassifyScene', collection('serviceScenes'), { body: PAGE }),
  call('000', 'POST', `${PLATFORM}/serviceScene/remove`, '/serviceClassifyScene', collection('serviceScenes'), {
    body: { ids: [NO_SUCH] },
    answers: [1000, 1002],
  }),
  call('000', 'POST', `${PLATFORM}/serviceScene/submit`, '/serviceClassifyScene', collection('serviceScenes'), { answers: [9009] }),
  call('000', 'GET', `${PLATFORM}/baseService/getShelfLabel`, '/ListingMarkManagementIndex', collection('listingMarks')),
  call('000', 'GET', `${PLATFORM}/baseService/getRoleList`, 'member picker (/roleMemberManage)', api('members.ts')),
  call('000', 'GET', `${PLATFORM}/baseService/getEduLableList`, 'member picker (/labelMemberManage)', api('members.ts')),
  call('000', 'GET', `${PLATFORM}/appconfiguration/getAlumniMomentsConfig`, '/AlumniOpen', document('alumniMoments')),
  call('000', 'GET', `${PLATFORM}/appconfiguration/AlumniMomentTile/list`, '/AlumniOpen', document('alumniMoments')),
  call('000', 'POST', `${PLATFORM}/appconfiguration/saveAlumniMomentConfig`, '/AlumniOpen', document('alumniMoments'), { answers: [9009] }),
  call('000', 'POST', `${PLATFORM}/appconfiguration/AlumniMomentTitle/add`, '/AlumniOpen', document('alumniMoments'), { answers: [9009] }),
  call('000', 'POST', `${PLATFORM}/appconfiguration/AlumniMomentTitle/update`, '/AlumniOpen', document('alumniMoments'), {
    body: { name: '没有这个标题' },
    answers: [1002],
  }),
  call('000', 'POST', `${PLATFORM}/appconfiguration/AlumniMomentTitle/remove`, '/AlumniOpen', document('alumniMoments'), {
    body: { name: '没有这个标题' },
    answers: [1002],
  }),
  call('000', 'POST', `${PLATFORM}/userImg/userList`, '/userImgManage', api('photos.ts'), { body: { identity: 'STUDENT', ...PAGE } }),
  call('000', 'POST', `${PLATFORM}/userImg/deleteImg`, '/userImgManage', api('photos.ts'), { body: { ids: String(NO_SUCH) } }),
  call('000', 'POST', `${PLATFORM}/userImg/getConfig`, '/userImgManage', api('photos.ts')),
  call('000', 'POST', `${PLATFORM}/userImg/checkExportImg`, 'photo export dialog', api('photoExport.ts'), {
    body: { redisKey: `exp_${'0'.repeat(24)}`, identity: 'STUDENT' },
    answers: [1002],
  }),
  call('000', 'POST', `${PLATFORM}/userImg/excel/checkExportImg`, 'photo export dialog', api('photoExport.ts'), { answers: [9009] }),
  call('000', 'POST', `${PLATFORM}/userImg/deleteAllImg`, '/userImgManage', api('photos.ts'), { body: { identity: 'GRADUATE_STUDENT' } }),
  call('000', 'POST', `${PLATFORM}/userImg/importImg`, 'photo import dialog', api('photoImport.ts'), {
    upload: {
      kind: 'zip',
      field: 'uploadZip',
      parts: { data: JSON.stringify({ identity: 'STUDENT', repeatRule: 1, errorRule: 1, namingRule: 1, jbDesc: 1 }) },
    },
  }),
  call('000', 'POST', `${PLATFORM}/userImg/exportImg`, 'photo export dialog', api('photoExport.ts'), { answers: [9009] }),
  call('000', 'POST', `${PLATFORM}/userImg/exportImgCount`, 'photo export dialog', api('photoExport.ts'), { body: { identity: 'STUDENT', dataRange: 1 } }),
  call('000', 'POST', `${PLATFORM}/newsSectionConfig/enable`, '/AppServiceSetting', document('appService'), { body: { enable: true } }),
  call('000', 'POST', `${PLATFORM}/newsSectionConfig/handSyn`, '/AppServiceSetting', document('appService'), { answers: [1000, 1002] }),
  call('000', 'POST', `${PLATFORM}/platformapplyguiselogo/queryAdminInfo`, '/ProjectDetails', api('projectDetails.ts')),
  call('000', 'POST', `${PLATFORM}/businessPackageConfig/upload`, '/cardsPackageConfig', api('businessPackages.ts'), {
    upload: { kind: 'zip', field: 'file' },
    answers: [1000, 1002, 9009],
  }),

  // ---- document 000 §7, /api/blade-brick (all POST)
  call('000', 'POST', `${BRICK}/businessPackageConfig/polling`, '/cardsPackageConfig', api('businessPackages.ts'), {
    body: { redisKey: `bpk_${'0'.repeat(24)}` },
    answers: [1002],
  }),
  call('000', 'POST', `${BRICK}/businessPackageConfig/upload`, '/cardsPackageConfig', api('businessPackages.ts'), {
    upload: { kind: 'zip', field: 'file' },
    answers: [1000, 1002, 9009],
  }),
  call('000', 'POST', `${BRICK}/businessPackageConfig/save`, '/cardsPackageConfig', api('businessPackages.ts'), { answers: [9009] }),
  call('000', 'POST', `${BRICK}/businessPackageConfig/list`, '/cardsPackageConfig', api('businessPackages.ts'), { body: PAGE }),
  call('000', 'POST', `${BRICK}/businessPackageConfig/update`, '/cardsPackageConfig', api('businessPackages.ts'), { answers: [9009] }),
  call('000', 'POST', `${BRICK}/businessPackageConfig/upgradeList`, '/cardsPackageConfig', api('businessPackages.ts'), { answers: [1000, 1004, 9009] }),
  call('000', 'POST', `${BRICK}/businessPackageConfig/remove`, '/cardsPackageConfig', api('businessPackages.ts'), { body: { id: NO_SUCH }, answers: [1002] }),
  call('000', 'POST', `${BRICK}/ospApplicationCardConfig/save`, '/cardsConfig', collection('appCards'), { answers: [9009] }),
  call('000', 'POST', `${BRICK}/ospApplicationCardConfig/checkReuse`, '/cardsConfig', collection('appCards'), { answers: [1000, 9009] }),
  call('000', 'POST', `${BRICK}/ospApplicationCardConfig/update`, '/cardsConfig', collection('appCards'), { answers: [9009] }),
  call('000', 'POST', `${BRICK}/ospApplicationCardConfig/page`, '/cardsConfig', collection('appCards'), { body: PAGE }),
  call('000', 'POST', `${BRICK}/ospApplicationCardConfig/remove`, '/cardsConfig', collection('appCards'), { body: { ids: [NO_SUCH] }, answers: [1000, 1002] }),

  // ---- document 000 §7, /api/blade-workbench
  call('000', 'POST', `${WORKBENCH}/eduClassInfo/getCollegeMajorTree`, 'org tree (people lists)', api('org.ts')),
  call('000', 'GET', `${WORKBENCH}/edunewstudentinfo/newStudentOranization`, 'org tree (new students)', api('org.ts')),
  call('000', 'POST', `${WORKBENCH}/eduteacherinfo/getEduDeptInfoTree`, 'org tree (teachers)', api('org.ts')),
  call('000', 'POST', `${WORKBENCH}/eduteacherinfo/getEduDeptInfoTreeByDeptId`, '/organization', api('org.ts'), {
    body: { deptId: NO_SUCH },
    answers: [1000, 1002, 1004],
  }),
  call('000', 'GET', `${WORKBENCH}/dict/dictionary`, 'dictionary selects', feature('dicts/sources.ts'), { query: { code: 'stu_current_status' } }),
  call('000', 'POST', `${WORKBENCH}/messageCenterHistoryMsg/downloadFile`, '/pubilcDynamic', api('alumniPosts.ts'), { file: true }),
  call('000', 'POST', `${WORKBENCH}/matrixUser/notinMatrixStudentList`, 'member picker (/matrixDeptManage)', feature('memberPicker/targets.ts'), {
    answers: [9009],
  }),
  call('000', 'POST', `${WORKBENCH}/matrixUser/addUser`, 'member picker (/matrixDeptManage)', api('members.ts'), { answers: [9009] }),
  call('000', 'POST', `${WORKBENCH}/matrixUser/notinDeptTeacherList`, 'member picker (/matrixDeptManage)', feature('memberPicker/targets.ts'), {
    answers: [9009],
  }),

  // ---- document 000 §7, other
  call('000', 'POST', '/api/im/upload/FrameWorkUpload', '/AlumniDHTML (rich-text pictures)', collection('themeArticles'), {
    upload: { kind: 'png', field: 'file' },
  }),

  // ---- document 002 §7, /api/blade-platform (all POST unless noted)
  call('002', 'POST', `${PLATFORM}/serviceType/list`, '/serviceClassifyType', collection('serviceTypes'), { body: PAGE }),
  call('002', 'POST', `${PLATFORM}/serviceType/submit`, '/serviceClassifyType', collection('serviceTypes'), { answers: [9009] }),
  call('002', 'POST', `${PLATFORM}/serviceType/remove`, '/serviceClassifyType', collection('serviceTypes'), {
    body: { ids: [NO_SUCH] },
    answers: [1000, 1002],
  }),
  call('002', 'GET', `${PLATFORM}/scoreMechanism/detail`, '/serviceScore', api('serviceScore.ts')),
  call('002', 'POST', `${PLATFORM}/scoreMechanism/update`, '/serviceScore', api('serviceScore.ts'), { answers: [9009] }),
  call('002', 'POST', `${PLATFORM}/serviceScore/list`, '/serviceScore', feature('serviceScore/serviceScoreSaga.ts'), { body: PAGE }),
  call('002', 'POST', `${PLATFORM}/serviceScore/serviceScoreList`, '/serviceScore', feature('serviceScore/serviceScoreSaga.ts'), {
    body: { serviceId: NO_SUCH, ...PAGE },
    answers: [1002, 1004],
  }),
  call('002', 'POST', `${PLATFORM}/visitLog/list`, '/serviceAccessRecordVisitLog', collection('visitLog'), { body: PAGE }),
  call('002', 'POST', `${PLATFORM}/visitLog/findServiceList`, '/serviceAccessRecordVisitCount', api('serviceStats.ts'), { body: DAYS }),
  call('002', 'POST', `${PLATFORM}/visitLog/getServicePreview`, '/serviceAccessRecordVisitLog', collection('visitLog'), {
    body: { id: NO_SUCH },
    answers: [1002],
  }),
  call('002', 'POST', `${PLATFORM}/visitLog/getServiceByTop`, '/serviceOverviewIndex', api('serviceStats.ts'), { body: DAYS }),
  call('002', 'POST', `${PLATFORM}/userService/findServiceCountList`, '/serviceAccessRecordVisitCount', api('serviceStats.ts'), { body: DAYS }),
  call('002', 'POST', `${PLATFORM}/platformPrepareLoginButtomConfig/checkLinks`, '/LoginInAdvanceBottomInformation', document('preLoginBottom')),
  call('002', 'POST', `${PLATFORM}/platformPrepareLoginButtomConfig/submit`, '/LoginInAdvanceBottomInformation', document('preLoginBottom'), {
    answers: [9009],
  }),
  call('002', 'GET', `${PLATFORM}/platformPrepareLoginButtomConfig/detail`, '/LoginInAdvanceBottomInformation', document('preLoginBottom')),
  call('002', 'GET', `${PLATFORM}/platformPreLoginPageShoConfig/detail`, '/LoginInAdvanceShowConfig', document('preLoginPage')),
  call('002', 'POST', `${PLATFORM}/platformPreLoginPageShoConfig/submit`, '/LoginInAdvanceShowConfig', document('preLoginPage'), { answers: [9009] }),
  call('002', 'GET', `${PLATFORM}/platformPreLoginPageShoConfig/getAccessWayList`, '/LoginInAdvanceShowConfig', document('preLoginPage')),
  call('002', 'GET', `${PLATFORM}/serviceInfo/getAllServerDict`, '/serviceList', collection('services')),
  call('002', 'POST', `${PLATFORM}/serviceInfo/richTextEditor/serviceList`, 'rich-text editor (/AlumniDHTML)', feature('serviceLinks/serviceLinksSaga.ts'), {
    body: PAGE,
  }),
  call('002', 'POST', `${PLATFORM}/platformCardServiceConfig/submit`, '/cardsConfigNew', api('serviceCards.ts'), { answers: [9009] }),
  call('002', 'POST', `${PLATFORM}/platformCardServiceConfig/queryServiceCardConfigDetail`, '/cardsConfigNew', api('serviceCards.ts'), {
    answers: [1000, 9009],
  }),
  call('002', 'POST', `${PLATFORM}/platformappsexceptionconfig/detail`, '/APPAbnormalCondition', document('appException')),
  call('002', 'POST', `${PLATFORM}/platformappsexceptionconfig/save`, '/APPAbnormalCondition', document('appException'), { answers: [9009] }),
  call('002', 'POST', `${PLATFORM}/platformappspersonalconfig/detail`, '/AppPersonalCenter', document('appPersonalLayout')),
  call('002', 'POST', `${PLATFORM}/platformappspersonalconfig/save`, '/AppPersonalCenter', document('appPersonalLayout'), { answers: [9009] }),
  call('002', 'POST', `${PLATFORM}/serviceItem/update`, '/serviceList', collection('services'), { body: { id: NO_SUCH }, answers: [1002, 9009] }),
  call('002', 'POST', `${PLATFORM}/covertUser/queryUser`, '/contactsMannage', collection('covertUsers')),
  call('002', 'POST', `${PLATFORM}/covertUser/save`, '/contactsMannage', collection('covertUsers'), { answers: [9009] }),
  call('002', 'POST', `${PLATFORM}/covertUser/list`, '/contactsMannage', collection('covertUsers'), { body: PAGE }),
  call('002', 'POST', `${PLATFORM}/covertUser/remove`, '/contactsMannage', collection('covertUsers'), { body: { ids: [NO_SUCH] }, answers: [1000, 1002] }),
  call('002', 'POST', `${PLATFORM}/covertUser/truncate`, '/contactsMannage', collection('covertUsers')),
  call('002', 'GET', `${PLATFORM}/covertUser/overview`, '/contactsMannage', collection('covertUsers')),
  call('002', 'GET', `${PLATFORM}/themeArticle/list`, '/AlumniDHTML', collection('themeArticles'), { query: { pageIndex: '1', pageSize: '10' } }),
  call('002', 'POST', `${PLATFORM}/themeArticle/saveOrUpdate`, '/AlumniDHTML', collection('themeArticles'), { answers: [9009] }),
  call('002', 'POST', `${PLATFORM}/themeArticle/detail`, '/AlumniDHTML', collection('themeArticles'), { body: { id: NO_SUCH }, answers: [1002] }),
  call('002', 'POST', `${PLATFORM}/themeArticle/remove`, '/AlumniDHTML', collection('themeArticles'), { body: { ids: [NO_SUCH] }, answers: [1000, 1002] }),
  call('002', 'POST', `${PLATFORM}/themeArticle/richTextTitle/mpMessageList`, '/AlumniDHTML', collection('themeArticles')),
  call('002', 'POST', `${PLATFORM}/platformalumniuser/list`, '/userManage', collection('alumniUsers'), { body: PAGE }),
  call('002', 'POST', `${PLATFORM}/platformalumniuser/getUserDynamic`, '/userManage', collection('alumniUsers'), {
    body: { id: NO_SUCH, ...PAGE },
    answers: [1000, 1002, 1004],
  }),
  call('002', 'POST', `${PLATFORM}/platformalumniuser/updateForbidden`, '/userManage', collection('alumniUsers'), {
    body: { ids: [NO_SUCH], forbidden: true },
    answers: [1000, 1002],
  }),
  call('002', 'POST', `${PLATFORM}/platformalumniaction/shield`, '/dynamicManage', api('alumniPosts.ts'), { answers: [9009] }),
  call('002', 'POST', `${PLATFORM}/platformalumniaction/getDynamicDetails`, '/dynamicManage', api('alumniPosts.ts'), {
    body: { id: NO_SUCH },
    answers: [1002, 9009],
  }),
  call('002', 'GET', `${PLATFORM}/platformalumnireportreasonconfig/getReportReason`, '/dynamicManage', api('alumniPosts.ts')),
  call('002', 'GET', `${PLATFORM}/platformapplyguiselogo/detail`, '/appearanceConfig', document('appearance')),
  call('002', 'POST', `${PLATFORM}/dict/getDict`, '/dictionaryManage', api('dicts.ts'), { body: { code: 'stu_current_status' } }),
  call('002', 'POST', `${PLATFORM}/dict/saveDict`, '/dictionaryManage', api('dicts.ts'), { answers: [9009] }),
  call('002', 'POST', `${PLATFORM}/file/upload`, 'image fields', api('collections.ts'), { upload: { kind: 'png', field: 'file' } }),
  call('002', 'GET', `${PLATFORM}/flowServiceConfig/getOne`, '/processServiceConfig', collection('flowServices'), {
    query: { flowKey: 'no-such-flow' },
    answers: [1002],
  }),
  call('002', 'POST', `${PLATFORM}/flowServiceConfig/detail`, '/processServiceConfig', collection('flowServices'), { body: { id: NO_SUCH }, answers: [1002] }),
  call('002', 'POST', `${PLATFORM}/flowServiceConfig/addOrUpdate`, '/processServiceConfig', collection('flowServices'), { answers: [9009] }),
  call('002', 'POST', `${PLATFORM}/flowServiceConfig/page`, '/processServiceConfig', collection('flowServices'), { body: PAGE }),
  call('002', 'POST', `${PLATFORM}/flowServiceConfig/batchUpdate`, '/processServiceConfig', collection('flowServices'), {
    body: { ids: [NO_SUCH], enabled: true },
    answers: [1000, 1002],
  }),
  call('002', 'GET', `${PLATFORM}/flowServiceConfig/getNum`, '/processServiceConfig', collection('flowServices')),
  call('002', 'POST', `${PLATFORM}/serviceCardConfig/saveCardConfig`, '/cardsConfigNew', api('serviceCards.ts'), { answers: [9009] }),
  call('002', 'POST', `${PLATFORM}/serviceCardConfig/updateCardStatus`, '/cardsConfigNew', api('serviceCards.ts'), { answers: [9009] }),
  call('002', 'POST', `${PLATFORM}/serviceCardConfig/getTempId`, '/cardsConfigNew', api('serviceCards.ts')),
  call('002', 'POST', `${PLATFORM}/serviceCardConfig/cardConfigDetail`, '/cardsConfigNew', api('serviceCards.ts'), {
    body: { id: NO_SUCH },
    answers: [1002, 9009],
  }),
  call('002', 'POST', `${PLATFORM}/serviceCardConfig/delCardConfig`, '/cardsConfigNew', api('serviceCards.ts'), {
    body: { ids: [NO_SUCH] },
    answers: [1000, 1002, 9009],
  }),
  call('002', 'POST', `${PLATFORM}/serviceCardConfig/getAssociationCard`, '/cardsConfigNew', api('serviceCards.ts'), {
    body: { id: NO_SUCH },
    answers: [1000, 1002, 1004],
  }),
  call('002', 'POST', `${PLATFORM}/serviceCardConfig/getAssociationCardConfig`, '/cardsConfigNew', api('serviceCards.ts'), { answers: [1000, 1004, 9009] }),
  call('002', 'POST', `${PLATFORM}/serviceCardConfig/preview`, '/cardsConfigNew', api('serviceCards.ts'), { answers: [1000, 1002, 9009] }),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/remove`, '/cardsConfigNew', api('serviceCards.ts'), {
    body: { ids: [NO_SUCH] },
    answers: [1000, 1002, 9009],
  }),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/list`, '/cardsConfigNew', api('serviceCards.ts'), { answers: [1000, 1004, 9009] }),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/detail`, '/cardsConfigNew', api('serviceCards.ts'), { body: { id: NO_SUCH }, answers: [1002, 9009] }),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/getCardColumnDropDown`, '/cardsConfigNew', api('serviceCards.ts'), {
    body: { cardId: NO_SUCH },
    answers: [1000, 1002, 1004],
  }),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/checkConfig`, '/cardsConfigNew', api('serviceCards.ts'), { answers: [1000, 1002, 9009] }),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/getCardDetailById`, '/cardsConfigNew', api('serviceCards.ts'), {
    body: { id: NO_SUCH },
    answers: [1002, 9009],
  }),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/saveHandleRule`, '/cardsConfigNew', api('serviceCards.ts'), { answers: [9009] }),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/adjustOrder`, '/cardsConfigNew', api('serviceCards.ts'), { answers: [9009] }),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/getRoleListClass`, '/cardsConfigNew', api('serviceCards.ts')),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/getDataSourceList`, '/cardsConfigNew', api('serviceCards.ts')),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/getFlowType`, '/cardsConfigNew', api('serviceCards.ts')),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/getBusTypeName`, '/cardsConfigNew', api('serviceCards.ts')),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/getParamTypeList`, '/cardsConfigNew', api('serviceCards.ts')),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/getRequestParamByDataSource`, '/cardsConfigNew', api('serviceCards.ts'), { answers: [1000, 1004, 9009] }),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/getReturnParamByDataSource`, '/cardsConfigNew', api('serviceCards.ts'), { answers: [1000, 1004, 9009] }),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/getApiList`, '/cardsConfigNew', api('serviceCards.ts'), { body: { dataSource: 'services' } }),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/getServiceList`, '/cardsConfigNew', api('serviceCards.ts')),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/getApiDetail`, '/cardsConfigNew', api('serviceCards.ts'), { answers: [1000, 1002, 9009] }),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/teacher/dropList`, '/cardsConfigNew', api('serviceCards.ts'), { body: PAGE }),
  call('002', 'POST', `${PLATFORM}/cardcolumnconfig/submit`, '/cardsConfigNew', api('serviceCards.ts'), { answers: [9009] }),

  // ---- document 002 §7, /api/blade-workbench
  call('002', 'GET', `${WORKBENCH}/platformAppsDict/list`, '/APPmanage', collection('appModules'), { query: { pageIndex: '1', pageSize: '10' } }),
  call('002', 'POST', `${WORKBENCH}/eduteacherinfo/list/role`, '/teacherManage', feature('people/peopleSaga.ts'), { body: PAGE }),
  call('002', 'POST', `${WORKBENCH}/edustudentinfo/list/role`, '/studentManage', feature('people/peopleSaga.ts'), { body: PAGE }),
  call('002', 'POST', `${WORKBENCH}/edunewstudentinfo/list/role`, '/newStudentManage', feature('people/peopleSaga.ts'), { body: PAGE }),
  call('002', 'POST', `${WORKBENCH}/eduSystemManageGuiseLogo/upload`, '/appearanceConfig', document('appearance'), { upload: { kind: 'png', field: 'file' } }),
  call('002', 'GET', `${WORKBENCH}/baseService/getRoleList`, '/PresetRoleService', api('presetServices.ts')),
  call('002', 'POST', `${WORKBENCH}/baseService/checkURL`, 'address fields', api('collections.ts'), { body: { url: 'https://203.0.113.7/' } }),
  call('002', 'POST', `${WORKBENCH}/eduMatrixLevelinfo/deptListByLevel`, '/matrixDeptManage', feature('memberScreens/screenConfigs.ts'), {
    body: { levelName: '级', ...PAGE },
  }),
  call('002', 'POST', `${WORKBENCH}/im/mp/mpInfoList`, '/pubilcDynamic', api('alumniPosts.ts'), { body: PAGE }),
];

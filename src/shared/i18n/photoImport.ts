import { Catalogue } from './types';
import { PHOTO_MAX_PIXELS, ZIP_MAX_ENTRIES, ZIP_MAX_ENTRY_BYTES, ZIP_MAX_TOTAL_BYTES } from '../photos/limits';

// Messages of the photo zip import's server side (issue 5): why an archive is refused (the safe
// zip reader, src/server/zip), why the upload or a call is refused, why a photo failed (the
// error report), and the job's end messages. The dialog's own wording (document 001 §5: 请输入标题行,
// 上传文件大小不得大于200M …) is in workflows.ts under photoImport.*.
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const gb = (bytes: number) => Math.round(bytes / 1024 / 1024 / 1024);

const photoImport: Catalogue = {
  // archives refused by the safe zip reader
  'zip.refused.notZip': ['上传文件格式错误：不是有效的 zip 压缩包', 'Upload file format error: not a valid zip archive'],
  'zip.refused.unsafePath': [
    '压缩包中的“{name}”路径不安全（含 ../、绝对路径、盘符、反斜杠或控制字符），已拒绝',
    'The archive entry "{name}" has an unsafe path (../, an absolute path, a drive letter, a backslash or a control character); refused',
  ],
  'zip.refused.symlink': ['压缩包中的“{name}”是符号链接，已拒绝', 'The archive entry "{name}" is a symbolic link; refused'],
  'zip.refused.encrypted': ['压缩包中的“{name}”已加密，请上传未加密的压缩包', 'The archive entry "{name}" is encrypted; please upload an unencrypted archive'],
  'zip.refused.nestedZip': [
    '压缩包中的“{name}”本身是压缩包，不支持嵌套压缩包',
    'The archive entry "{name}" is itself a zip archive; nested archives are not supported',
  ],
  'zip.refused.tooManyEntries': [`压缩包中的文件超过 ${ZIP_MAX_ENTRIES} 个，已拒绝`, `The archive holds more than ${ZIP_MAX_ENTRIES} files; refused`],
  'zip.refused.entryTooLarge': [
    `压缩包中的“{name}”解压后超过 ${mb(ZIP_MAX_ENTRY_BYTES)}M，已拒绝`,
    `The archive entry "{name}" inflates to more than ${mb(ZIP_MAX_ENTRY_BYTES)} MB; refused`,
  ],
  'zip.refused.totalTooLarge': [
    `压缩包解压后总大小超过 ${gb(ZIP_MAX_TOTAL_BYTES)}G，已拒绝`,
    `The archive inflates to more than ${gb(ZIP_MAX_TOTAL_BYTES)} GB in all; refused`,
  ],
  'zip.refused.sizeMismatch': [
    '压缩包中的“{name}”实际大小与声明不符（可能是压缩炸弹），已拒绝',
    'The archive entry "{name}" does not inflate to the size it declares (a possible zip bomb); refused',
  ],
  'zip.refused.unsupported': [
    '压缩包中的“{name}”使用了不支持的压缩方式，请使用标准 zip 格式重新压缩',
    'The archive entry "{name}" uses an unsupported compression method; please compress it again as a standard zip',
  ],
  'zip.refused.corrupt': ['压缩包已损坏，无法读取{name}', 'The archive is damaged and cannot be read {name}'],
  // the upload and the calls
  'photoImport.errorRuleRequired': ['请选择错误处理规则', 'Please select the error rule'],
  'photoImport.namingRuleRequired': ['请选择照片命名规则', 'Please select the photo naming rule'],
  'photoImport.identityRequired': ['请选择人员身份', 'Please select the identity'],
  'photoImport.refused.dataMissing': ['缺少导入参数（data）', 'The import options (data) are missing'],
  'photoImport.refused.dataNotJson': ['导入参数（data）格式错误', 'The import options (data) are malformed'],
  'photoImport.refused.namingRule': ['{identity}的照片命名规则只能是：{allowed}', 'The photo naming rule for {identity} must be one of: {allowed}'],
  'photoImport.refused.twoSheets': [
    '压缩包中只能包含一个表格文件，当前有多个：{names}',
    'The archive may hold only one spreadsheet; it holds several: {names}',
  ],
  'photoImport.refused.nothingToImport': [
    '压缩包中没有照片（.jpg、.jpeg、.png）也没有表格文件',
    'The archive holds no photos (.jpg, .jpeg, .png) and no spreadsheet',
  ],
  'photoImport.refused.sheetTooLarge': ['压缩包中的表格“{name}”大于5M', 'The spreadsheet "{name}" in the archive is larger than 5M'],
  'photoImport.refused.jobNotFound': ['导入任务不存在', 'No such import job'],
  'photoImport.refused.noSheet': ['该压缩包中没有表格文件，无需匹配字段', 'This archive holds no spreadsheet; there are no fields to match'],
  'photoImport.refused.notMapping': ['该导入已开始，不能再匹配字段', 'This import has already started; its fields cannot be matched again'],
  'photoImport.refused.notRunning': ['导入任务已结束', 'The import has already ended'],
  'photoImport.refused.uploadGone': ['上传的压缩包已不存在，请重新上传', 'The uploaded archive is gone; please upload it again'],
  'photoImport.refused.failed': ['照片导入失败，请稍后重试', 'The photo import failed; please try again later'],
  'photoImport.refused.interrupted': [
    '服务重启时照片导入被中断，已导入的照片保留，请重新导入其余照片',
    'The photo import was interrupted by a server restart; photos placed are kept, import the rest again',
  ],
  'photoImport.refused.mappingExpired': ['字段匹配超过 24 小时未完成，导入已取消', 'The fields were not matched within 24 hours; the import was cancelled'],
  'photoImport.refused.zipQuota': [
    '等待导入的照片压缩包已达上限：每个单位最多同时保留 {maxCount} 个、共 {maxMb}M（现有 {count} 个、{mb}M）。请等待之前的照片导入完成，或取消不再需要的照片导入（字段匹配超过 24 小时未完成的导入会自动取消），然后重新上传',
    'Too many photo archives are waiting to be imported: an organisation may keep at most {maxCount} archives, {maxMb} MB in all, at once (now {count}, {mb} MB). Wait for the earlier photo imports to finish, or cancel the ones you no longer need (an import whose fields are not matched within 24 hours is cancelled by itself), then upload again',
  ],
  // the job's end
  'photoImport.cancelled': ['照片导入已取消', 'The photo import was cancelled'],
  'photoImport.someFailed': ['{failed} 张照片导入失败，请下载错误信息查看原因', '{failed} photos failed; download the error information for the reasons'],
  'photoImport.nothingImported': [
    '{failed} 张照片有错误，按错误处理规则本次未导入任何照片',
    '{failed} photos are in error, so by the error rule no photo was imported',
  ],
  // why a photo failed (the error report)
  'photoImport.reason.noPerson': ['没有{field}为“{identifier}”的人员', 'Nobody has the {field} "{identifier}"'],
  'photoImport.reason.notImage': ['不是图片文件（只支持 JPEG、PNG）', 'Not a picture (only JPEG and PNG are accepted)'],
  'photoImport.reason.corrupt': ['图片已损坏，无法读取', 'The picture is damaged and cannot be read'],
  'photoImport.reason.tooLarge': ['照片大小 {sizeKb}KB，超过上限 {maxKb}KB', 'The photo is {sizeKb} KB, over the limit of {maxKb} KB'],
  'photoImport.reason.tooSmall': [
    '照片尺寸 {width}×{height}，小于要求的 {minWidth}×{minHeight}',
    'The photo is {width}×{height}, smaller than the required {minWidth}×{minHeight}',
  ],
  'photoImport.reason.wrongFormat': ['照片格式为 {format}，只允许 {allowed}', 'The photo is a {format}; only {allowed} is allowed'],
  'photoImport.reason.tooManyPixels': [
    `照片尺寸 {width}×{height} 过大（不得超过 ${PHOTO_MAX_PIXELS / 1_000_000} 百万像素）`,
    `The photo is {width}×{height}, over ${PHOTO_MAX_PIXELS / 1_000_000} megapixels`,
  ],
  'photoImport.reason.duplicate': ['同一人员有多张照片，已导入“{first}”', 'A second photo for the same person; "{first}" was taken'],
  'photoImport.reason.badIdentifier': ['文件名不是有效的{field}', 'The file name is not a valid {field}'],
  // the error report's columns
  'photoImport.errorReport.entry': ['压缩包中的文件', 'File in the archive'],
  'photoImport.errorReport.identifier': ['命名标识', 'Identifier'],
  'photoImport.errorReport.reason': ['错误原因', 'Reason'],
};
export default photoImport;

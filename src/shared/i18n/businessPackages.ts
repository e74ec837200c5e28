import { PACKAGE_MANIFEST_NAME, PACKAGE_MAX_COMPRESSION_RATIO } from '../platform/businessPackages';
import { Catalogue } from './types';

// Business packages (/cardsPackageConfig): the server's refusals and answers
// (src/server/businessPackages) and the console screen's texts (src/client/features/businessPackages).
const businessPackages: Catalogue = {
  // ---- server ----
  'businessPackages.uploaded': ['上传成功，正在处理', 'Uploaded; processing'],
  'businessPackages.removed': ['删除成功', 'Removed'],
  'businessPackages.versionApplied': ['已切换到所选版本', 'The chosen version is now in use'],
  'businessPackages.oneFileOnly': ['只能上传 1 个文件，当前选择了 {count} 个', 'Only 1 file can be uploaded; {count} were chosen'],
  'businessPackages.tooLarge': ['上传文件大小不得大于{max}M', 'The file must not be larger than {max} MB'],
  'businessPackages.fileRequired': ['请上传业务包文件', 'Please upload a package file'],
  'businessPackages.refused.compressionRatio': [
    `压缩包中的“{name}”压缩比超过 ${PACKAGE_MAX_COMPRESSION_RATIO}:1，疑似压缩炸弹，已拒绝`,
    `The archive entry "{name}" inflates more than ${PACKAGE_MAX_COMPRESSION_RATIO} times its size (a zip bomb); refused`,
  ],
  'businessPackages.refused.quota': [
    '业务包文件已达上限：每个单位最多同时处理 {maxCount} 个上传，所有保留的业务包文件共 {maxMb}M（现有处理中 {count} 个，共 {mb}M）。请等待处理完成，或删除不再需要的业务包版本后重新上传',
    'The package archives are at their limit: an organisation may have at most {maxCount} uploads in progress, and keep {maxMb} MB of archives in all (now {count} in progress, {mb} MB kept). Wait for the uploads in progress, or remove package versions you no longer need, then upload again',
  ],
  'businessPackages.refused.duplicateEntry': [
    '压缩包中有重名的文件“{name}”（不同的解压工具会读到不同的内容），已拒绝',
    'The archive holds two entries named "{name}" (different unzip tools would read different contents); refused',
  ],
  'businessPackages.refused.manifestMissing': [`业务包根目录缺少 ${PACKAGE_MANIFEST_NAME}`, `The package has no ${PACKAGE_MANIFEST_NAME} at its root`],
  'businessPackages.refused.manifest.object': [`${PACKAGE_MANIFEST_NAME} 须为 JSON 对象`, `${PACKAGE_MANIFEST_NAME} must be a JSON object`],
  'businessPackages.refused.manifest.json': [`${PACKAGE_MANIFEST_NAME} 不是有效的 JSON`, `${PACKAGE_MANIFEST_NAME} is not valid JSON`],
  'businessPackages.refused.manifest.tooLarge': [`${PACKAGE_MANIFEST_NAME} 过大`, `${PACKAGE_MANIFEST_NAME} is too large`],
  'businessPackages.refused.manifest.code': [
    `${PACKAGE_MANIFEST_NAME} 的 code 须以字母开头，由字母、数字、_ . - 组成，2–64 个字符`,
    `The code in ${PACKAGE_MANIFEST_NAME} must start with a letter and hold 2–64 letters, digits, _ . or -`,
  ],
  'businessPackages.refused.manifest.name': [
    `${PACKAGE_MANIFEST_NAME} 的 name 不能为空，且不超过 {max} 个字符`,
    `The name in ${PACKAGE_MANIFEST_NAME} must be given, at most {max} characters`,
  ],
  'businessPackages.refused.manifest.version': [
    `${PACKAGE_MANIFEST_NAME} 的 version 须为数字版本号，如 1.0.2`,
    `The version in ${PACKAGE_MANIFEST_NAME} must be a numeric version such as 1.0.2`,
  ],
  'businessPackages.refused.manifest.description': [
    `${PACKAGE_MANIFEST_NAME} 的 description 不超过 {max} 个字符`,
    `The description in ${PACKAGE_MANIFEST_NAME} must be at most {max} characters`,
  ],
  'businessPackages.refused.versionNotHigher': [
    '业务包 {code} 的版本 {version} 须高于已有的最高版本 {highest}',
    'Version {version} of package {code} must be higher than its highest version, {highest}',
  ],
  'businessPackages.refused.jobNotFound': ['上传任务不存在或已过期', 'The upload job does not exist or has expired'],
  'businessPackages.refused.notFound': ['业务包不存在', 'The package does not exist'],
  'businessPackages.refused.versionNotFound': ['该版本不存在', 'The version does not exist'],
  'businessPackages.refused.nameRequired': ['请输入业务包名称', 'Please enter the package name'],
  'businessPackages.refused.interrupted': ['处理多次中断，已停止，请重新上传', 'Processing was interrupted too often and stopped; please upload again'],
  'businessPackages.refused.failed': ['操作失败', 'Operation failed'],

  // ---- console ----
  'businessPackagesUi.upload': ['上传业务包', 'Upload package'],
  'businessPackagesUi.search': ['按名称或编码搜索', 'Search by name or code'],
  'businessPackagesUi.name': ['名称', 'Name'],
  'businessPackagesUi.code': ['编码', 'Code'],
  'businessPackagesUi.version': ['当前版本', 'Version in use'],
  'businessPackagesUi.versionColumn': ['版本', 'Version'],
  'businessPackagesUi.upgrades': ['{count} 个可升级版本', '{count} upgrades'],
  'businessPackagesUi.status': ['状态', 'Status'],
  'businessPackagesUi.enabled': ['启用', 'Enabled'],
  'businessPackagesUi.disabled': ['停用', 'Disabled'],
  'businessPackagesUi.description': ['描述', 'Description'],
  'businessPackagesUi.updatedAt': ['更新时间', 'Updated'],
  'businessPackagesUi.actions': ['操作', 'Actions'],
  'businessPackagesUi.edit': ['编辑', 'Edit'],
  'businessPackagesUi.editTitle': ['编辑业务包', 'Edit package'],
  'businessPackagesUi.upgradeList': ['版本与升级', 'Versions and upgrades'],
  'businessPackagesUi.upgradeTitle': ['“{name}”的版本', 'Versions of "{name}"'],
  'businessPackagesUi.remove': ['删除', 'Remove'],
  'businessPackagesUi.removeConfirm': ['确定删除业务包“{name}”及其全部版本吗？', 'Remove the package "{name}" and all its versions?'],
  'businessPackagesUi.save': ['保存', 'Save'],
  'businessPackagesUi.cancel': ['取消', 'Cancel'],
  'businessPackagesUi.close': ['关闭', 'Close'],
  'businessPackagesUi.confirm': ['确定', 'OK'],
  'businessPackagesUi.empty': ['暂无业务包', 'No packages yet'],
  'businessPackagesUi.loadFailed': ['加载失败', 'Loading failed'],
  'businessPackagesUi.retry': ['重试', 'Retry'],
  'businessPackagesUi.chooseFile': ['选择文件', 'Choose file'],
  'businessPackagesUi.uploadHint': [
    '仅支持 .zip，最大 {max}M；根目录须有 manifest.json（code、name、version）',
    'Only .zip, at most {max} MB; manifest.json (code, name, version) at its root',
  ],
  'businessPackagesUi.fileRequired': ['请上传文件', 'Please upload a file'],
  'businessPackagesUi.onlyZip': ['只支持 .zip 格式的文件', 'Only file extension .zip supported'],
  'businessPackagesUi.tooLarge': ['上传文件大小不得大于{max}M', 'The file must not be larger than {max} MB'],
  'businessPackagesUi.tooMany': ['只能选择 1 个文件，当前选择了 {count} 个', 'Only 1 file can be chosen; {count} were selected'],
  'businessPackagesUi.uploading': ['文件上传中', 'Uploading file'],
  'businessPackagesUi.progressTitle': ['业务包处理中', 'Processing the package'],
  'businessPackagesUi.succeeded': ['导入成功', 'Import succeeded'],
  'businessPackagesUi.failedTitle': ['导入失败', 'Import failed'],
  'businessPackagesUi.complete': ['导入完成', 'Import complete'],
  'businessPackagesUi.created': ['已创建业务包 {code}，版本 {version}', 'Package {code} created at version {version}'],
  'businessPackagesUi.upgradeAdded': [
    '已为 {code} 添加升级版本 {version}，可在“版本与升级”中应用',
    'Upgrade {version} added to {code}; apply it under "Versions and upgrades"',
  ],
  'businessPackagesUi.operationFailed': ['操作失败', 'Operation failed'],
  'businessPackagesUi.fileSize': ['大小', 'Size'],
  'businessPackagesUi.entries': ['文件数', 'Files'],
  'businessPackagesUi.createdAt': ['上传时间', 'Uploaded'],
  'businessPackagesUi.createdBy': ['上传人', 'Uploaded by'],
  'businessPackagesUi.inUse': ['使用中', 'In use'],
  'businessPackagesUi.upgradeTag': ['可升级', 'Upgrade'],
  'businessPackagesUi.apply': ['应用此版本', 'Use this version'],
  'businessPackagesUi.noVersions': ['暂无版本', 'No versions'],
};

export default businessPackages;

import { Catalogue } from './types';

// Field rules of the newer kinds (src/shared/resources/fieldRules.ts, src/server/fields), the
// image upload (file/upload) and the collection calls' refusals.
const collections: Catalogue = {
  'fieldRule.integer': ['{field}必须是整数', '{field} must be a whole number'],
  'fieldRule.date': ['{field}不是有效的日期（YYYY-MM-DD）', '{field} is not a valid date (YYYY-MM-DD)'],
  'fieldRule.datetime': ['{field}不是有效的时间（YYYY-MM-DD HH:mm:ss）', '{field} is not a valid date and time (YYYY-MM-DD HH:mm:ss)'],
  'fieldRule.color': ['{field}必须是 #rrggbb 格式的颜色', '{field} must be a colour written #rrggbb'],
  'fieldRule.url.invalid': ['{field}不是有效的网址', '{field} is not a valid address'],
  'fieldRule.url.scheme': ['{field}只能是 http 或 https 开头的网址', '{field} must start with http or https'],
  'fieldRule.url.credentials': ['{field}不能包含用户名或密码', '{field} must not contain a user name or password'],
  'fieldRule.url.privateHost': ['{field}不能指向本机、内网或保留地址', '{field} must not point to this machine, a private network or a reserved address'],
  'fieldRule.url.unresolved': ['{field}的域名无法解析', 'The host of {field} does not resolve'],
  'fieldRule.orgUnit': ['{field}所选的组织机构不存在', 'The unit chosen for {field} does not exist'],
  'fieldRule.image.missing': ['{field}的图片不存在，请重新上传', 'The picture of {field} does not exist; upload it again'],
  'fieldRule.image.notImage': ['{field}上传的文件不是图片', 'The file of {field} is not a picture'],
  'fieldRule.taxpayerNumber': [
    '{field}不是有效的纳税人识别号（18位统一社会信用代码，或15位、20位税号）',
    '{field} is not a valid taxpayer number (an 18-character unified social credit code, or a 15- or 20-character tax id)',
  ],
  'checkUrl.field': ['地址', 'Address'],
  'checkUrl.ok': ['地址可以使用', 'The address can be used'],
  'upload.image.required': ['请选择要上传的图片', 'Choose a picture to upload'],
  'upload.image.oneOnly': ['一次只能上传一张图片（选择了{count}个文件）', 'Upload one picture at a time ({count} files were chosen)'],
  'upload.image.tooLarge': ['图片大小不得大于{mb}M', 'The picture must not be larger than {mb} MB'],
  'upload.image.notImage': ['只能上传 PNG、JPEG、GIF 或 WebP 格式的图片', 'Only PNG, JPEG, GIF or WebP pictures can be uploaded'],
  'upload.image.quota': [
    '图片存储空间已满：每个单位最多保存 {maxMb}M 图片（已用 {mb}M）。删除不再使用的图片所在的记录后，未被使用的图片会在上传 {hours} 小时后自动清除',
    'The picture storage is full: an organisation may keep at most {maxMb} MB of pictures (now {mb} MB). Pictures no record uses any more are removed {hours} hours after their upload',
  ],
  'upload.image.badForm': ['上传的表单格式不正确', 'The upload form is not in the expected shape'],
  'upload.image.notFound': ['文件不存在', 'The file does not exist'],
  'collection.order.unknown': ['排序的记录不存在或已被删除', 'A record being reordered does not exist or was removed'],
  'collection.action.done': ['操作成功', 'Done'],
  'collection.inUse': ['所选数据仍被{count}条记录使用，不能删除', 'The chosen records are still used by {count} records and cannot be removed'],
};
export default collections;

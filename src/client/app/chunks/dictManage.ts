// The dictionaries' chunk (/dictionaryManage): the codes, a dictionary's entries and their save;
// the dicts feature too, whose cached lists a save marks stale.
import { dictsFeature } from '../../features/dicts/feature';
import { dictManageFeature } from '../../features/dictManage/feature';

export { default } from '../../features/dictManage/DictManageScreen';
export const features = [dictManageFeature, dictsFeature];

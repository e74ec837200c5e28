import { Catalogue } from './types';

// The apps' public reads of the catalogues (src/server/routes/publicReads): their refusals.
const publicReads: Catalogue = {
  'publicRead.tenantUnknown': ['未找到该学校或学校已停用', 'No such school, or it is disabled'],
  'publicRead.collectionUnknown': ['没有可供应用读取的该目录', 'No such catalogue is open to the apps'],
};

export default publicReads;

// Body schemas of the people calls: the paging, the list's filters, and the advanced search
// and data order (their pieces live with the people query module, which the export shares);
// anything malformed is a 9009 before any query.
import { advancedSearchSchema, dataSortStrSchema, peopleFilterProperties } from '../../people/schemas';
import { bodySchema, ID, PAGING } from '../../schemas/request';

export const peopleListBodySchema = bodySchema({
  ...PAGING,
  ...peopleFilterProperties,
  advancedSearch: advancedSearchSchema,
  dataSortStr: dataSortStrSchema,
});

export const personDetailBodySchema = bodySchema({ id: ID }, ['id']);

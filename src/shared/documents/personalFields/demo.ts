// Demo personal fields: published with phone and email editable, the photo editable after review
// and the ID number hidden; a later draft lets people see a masked ID number.
import type { DocumentDemo } from '../types';

type Row = { field: string; visible: boolean; editable: boolean; review: boolean };
const FIELDS = ['name', 'gender', 'identifier', 'idNumber', 'phone', 'email', 'unitName', 'className', 'grade', 'photo'];
const base: Row[] = FIELDS.map((field) => ({ field, visible: field !== 'idNumber', editable: false, review: false }));
const withRows = (changes: Record<string, Partial<Row>>) => base.map((r) => ({ ...r, ...changes[r.field] }));

const demo: DocumentDemo = () => {
  const published = {
    selfEdit: true,
    fields: withRows({ phone: { editable: true }, email: { editable: true }, photo: { editable: true, review: true } }),
    editNotice: '手机号、邮箱修改后立即生效；证件照修改后需学院审核，审核通过后同步到一卡通与电子证件。',
  };
  return [
    { content: published, publish: true, daysAgo: 10 },
    {
      content: {
        ...published,
        fields: withRows({ phone: { editable: true }, email: { editable: true }, photo: { editable: true, review: true }, idNumber: { visible: true } }),
      },
      publish: false,
      daysAgo: 1,
    },
  ];
};
export default demo;

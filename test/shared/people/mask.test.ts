// The masking patterns and which rule of a sensitiveInfo document counts for an identity and place.
import { sensitiveInfo } from '../../../src/shared/documents/sensitiveInfo/definition';
import { sensitiveRule } from '../../../src/shared/documents/sensitiveInfo/rules';
import { masksFor, rowMasker } from '../../../src/shared/documents/sensitiveInfo/policy';
import { maskValue } from '../../../src/shared/people/mask';

describe('masking patterns', () => {
  it('keeps the ends each pattern names', () => {
    expect(maskValue('first3Last4', '13812348000')).toBe('138****8000');
    expect(maskValue('first6Last4', '11010520050315002X')).toBe('110105********002X');
    expect(maskValue('last4', '6222021234567890')).toBe('************7890');
    expect(maskValue('first1', '欧阳娜娜')).toBe('欧***');
    expect(maskValue('emailDomain', 'zhang.wei@demo.edu.cn')).toBe('z***@demo.edu.cn');
    expect(maskValue('hideAll', '13812348000')).toBe('******');
  });

  it('never shows a short value whole, and leaves nothing as nothing', () => {
    expect(maskValue('first3Last4', '12345')).toBe('****5');
    expect(maskValue('first6Last4', '123')).toBe('***');
    expect(maskValue('first1', '王')).toBe('*');
    expect(maskValue('emailDomain', 'no-at-sign')).toBe('**********');
    expect(maskValue('first3Last4', null)).toBeNull();
    expect(maskValue('hideAll', '')).toBe('');
  });
});

describe('sensitiveInfo rules', () => {
  const content = {
    enabled: true,
    rules: [
      sensitiveRule('idNumber', 'first6Last4', true, true, true),
      sensitiveRule('phone', 'first3Last4', true),
      sensitiveRule('phone', 'last4', true, true, false, 'TEACHER'),
      sensitiveRule('email', 'emailDomain', false, false, false, 'OTHER'),
    ],
  };

  it('applies an every-identity rule where its switch is on', () => {
    expect([...masksFor(content, 'STUDENT', 'list')]).toEqual([
      ['phone', 'first3Last4'],
      ['idNumber', 'first6Last4'],
    ]);
    expect([...masksFor(content, 'STUDENT', 'detail')]).toEqual([['idNumber', 'first6Last4']]);
  });

  it('lets a rule naming the identity replace the every-identity rule of its field', () => {
    expect(masksFor(content, 'TEACHER', 'list').get('phone')).toBe('last4');
    expect(masksFor(content, 'TEACHER', 'detail').get('phone')).toBe('last4');
    expect(masksFor(content, 'TEACHER', 'export').has('phone')).toBe(false);
  });

  it('masks nothing with the master switch off, and the defaults mask ID numbers and phones in lists only', () => {
    expect(masksFor({ ...content, enabled: false }, 'STUDENT', 'list').size).toBe(0);
    expect([...masksFor(sensitiveInfo.defaults, 'OTHER', 'list').keys()].sort()).toEqual(['idNumber', 'phone']);
    expect(masksFor(sensitiveInfo.defaults, 'OTHER', 'detail').size).toBe(0);
    expect(masksFor(sensitiveInfo.defaults, 'OTHER', 'export').size).toBe(0);
  });

  it('masks the text fields of a row, a copy, leaving the rest', () => {
    const row = { id: 7, name: '李四', phone: '13900001111', idNumber: null, createdAt: new Date(0) };
    const masked = rowMasker(masksFor(content, 'STUDENT', 'list'))(row);
    expect(masked).toEqual({ id: 7, name: '李四', phone: '139****1111', idNumber: null, createdAt: new Date(0) });
    expect(row.phone).toBe('13900001111');
  });
});

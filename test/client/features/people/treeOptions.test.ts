// Trees as select options: classes for the class selector, every other unit for a unit
// selector, each labelled with its path (campuses only when chosen themselves).
import { classOptions, unitOptions } from '../../../../src/client/features/people/treeOptions';
import { unitTree } from './fixtures';

describe('tree options', () => {
  it('lists the classes only', () => {
    expect(classOptions(unitTree)).toEqual([{ label: '计算机学院 / 软件工程 / 软件工程2023级1班', value: 4 }]);
  });

  it('lists every unit but classes, in tree order', () => {
    expect(unitOptions(unitTree)).toEqual([
      { label: '主校区', value: 1 },
      { label: '计算机学院', value: 2 },
      { label: '计算机学院 / 软件工程', value: 3 },
      { label: '教务处', value: 6 },
    ]);
  });

  it('gives nothing for no tree', () => {
    expect(classOptions([])).toEqual([]);
    expect(unitOptions([])).toEqual([]);
  });
});

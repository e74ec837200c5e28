import type { Catalogue } from '../../i18n/types';

// Labels of the photo settings: what the zip import of photos accepts.
const labels: Catalogue = {
  'photoConfig.title': ['照片设置', 'Photo settings'],
  'photoConfig.maxSizeKb': ['照片大小上限（KB）', 'Largest photo (KB)'],
  'photoConfig.minWidth': ['最小宽度', 'Smallest width'],
  'photoConfig.minHeight': ['最小高度', 'Smallest height'],
  'photoConfig.formats': ['格式', 'Formats'],
  'photoConfig.format.jpeg': ['JPEG', 'JPEG'],
  'photoConfig.format.png': ['PNG', 'PNG'],
};
export default labels;

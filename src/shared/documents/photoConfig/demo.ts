// Demo photo settings: the defaults, published when the demo started (the demo's imports and the
// tests' expectations are the defaults').
import { DEFAULT_PHOTO_CONFIG } from '../../photos/api';
import type { DocumentDemo } from '../types';

const demo: DocumentDemo = () => [{ content: { ...DEFAULT_PHOTO_CONFIG, formats: [...DEFAULT_PHOTO_CONFIG.formats] }, publish: true, daysAgo: 60 }];
export default demo;

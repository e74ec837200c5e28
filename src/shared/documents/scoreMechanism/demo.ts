// Demo score mechanism: the default rules, published when the demo started (the demo's scores
// and the tests' expectations are the defaults').
import { DEFAULT_SCORE_MECHANISM } from '../../services/score';
import type { DocumentDemo } from '../types';

const demo: DocumentDemo = () => [{ content: { ...DEFAULT_SCORE_MECHANISM }, publish: true, daysAgo: 60 }];
export default demo;

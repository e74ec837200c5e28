// The visit-count screen's chunk (/serviceAccessRecordVisitCount); Highcharts is a chunk of its
// own that the first chart loads.
import { serviceVisitCountFeature } from '../../features/serviceVisitCount/feature';

export { default } from '../../features/serviceVisitCount/ServiceVisitCountScreen';
export const features = [serviceVisitCountFeature];

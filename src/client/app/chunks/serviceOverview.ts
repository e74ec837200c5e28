// The service overview's chunk (/serviceOverviewIndex); Highcharts is a chunk of its own that the
// first chart loads.
import { serviceOverviewFeature } from '../../features/serviceOverview/feature';

export { default } from '../../features/serviceOverview/ServiceOverviewScreen';
export const features = [serviceOverviewFeature];

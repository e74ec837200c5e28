// The job centre's chunk: the header's button and panel with its slice, saga and messages.
import { jobCentreFeature } from '../../features/jobCentre/feature';

export { default } from '../../features/jobCentre/JobCentreContainer';
export const features = [jobCentreFeature];

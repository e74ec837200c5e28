// The /ProjectDetails chunk: the platform's details, modules' counts and app keys.
import { projectDetailsFeature } from '../../features/projectDetails/feature';

export { default } from '../../features/projectDetails/ProjectDetailsScreen';
export const features = [projectDetailsFeature];

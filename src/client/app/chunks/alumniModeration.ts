// The alumni moderation chunk: the six post, report and blocked-post screens of both channels.
import { alumniModerationFeature } from '../../features/alumniModeration/feature';

export { default } from '../../features/alumniModeration/AlumniModerationScreen';
export const features = [alumniModerationFeature];

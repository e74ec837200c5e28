// The service-card designer's chunk (/cardsConfigNew).
import { serviceCardsFeature } from '../../features/serviceCards/feature';

export { default } from '../../features/serviceCards/ServiceCardsScreen';
export const features = [serviceCardsFeature];

// The service link picker's state (its initial state until a chunk with forms mounts the slice).
import { initialServiceLinksState, ServiceLinksState } from './serviceLinksSlice';

export const selectServiceLinks = (state: object): ServiceLinksState =>
  (state as { serviceLinks?: ServiceLinksState }).serviceLinks ?? initialServiceLinksState;

// The service link picker's view for other features' forms (every rich-text field).
export { default as ServiceLinkPicker } from './ServiceLinkPicker';

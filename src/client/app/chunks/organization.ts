// The organization screen's chunk: the tree and the import wizard it opens.
import { importWizardFeature } from '../../features/importWizard/feature';
import { organizationFeature } from '../../features/organization/feature';

export { default } from '../../features/organization/OrganizationScreen';
export const features = [organizationFeature, importWizardFeature];

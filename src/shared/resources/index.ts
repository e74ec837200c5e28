// Every resource definition. A new admin area is one definition file and a line here.
import { shieldWords } from './shieldWords';
import { ResourceDef } from './types';

export * from './types';
export const RESOURCES: ResourceDef[] = [shieldWords];
export const resourceByKey = (key: string) => RESOURCES.find((r) => r.key === key);
export const resourceByRoute = (route: string) => RESOURCES.find((r) => r.route === route);

// Every configuration document definition. A new settings screen is one definition file and a
// line here; the server registers its calls and the console its screen from the list.
import { appearance } from './appearance';
import { loginPrompt } from './loginPrompt';
import { robotBasicInfo } from './robotBasicInfo';
import type { DocumentDef } from './types';

export * from './types';
export const DOCUMENTS: DocumentDef[] = [loginPrompt, appearance, robotBasicInfo];
export const documentByKey = (key: string) => DOCUMENTS.find((d) => d.key === key);
export const documentByRoute = (route: string) => DOCUMENTS.find((d) => d.route === route);

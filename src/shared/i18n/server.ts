import { Catalogue } from './types';

// Messages only the server produces (demo data labels, action types, job reasons).
const server: Catalogue = {};
export default server;

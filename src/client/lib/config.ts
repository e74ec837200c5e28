// The runtime configuration (document 002 §7): GET /config.json gives the API's baseURL and
// the project's name, so one build serves any school.
import { createContext, useContext } from 'react';

export interface RuntimeConfig {
  baseURL: string;
  projectName: string;
  /** present only while the server runs with its demo data: the login page offers it */
  demoSignIn?: { tenantId: string; account: string; password: string };
}

export const DEFAULT_CONFIG: RuntimeConfig = { baseURL: '', projectName: '' };

const isDemo = (x: unknown): x is RuntimeConfig['demoSignIn'] =>
  typeof x === 'object' && x !== null && ['tenantId', 'account', 'password'].every((k) => typeof (x as Record<string, unknown>)[k] === 'string');

export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const res = await fetcher('/config.json', { cache: 'no-store' });
    if (!res.ok) return DEFAULT_CONFIG;
    const json = (await res.json()) as Partial<RuntimeConfig>;
    return {
      baseURL: typeof json.baseURL === 'string' ? json.baseURL : '',
      projectName: typeof json.projectName === 'string' ? json.projectName : '',
      demoSignIn: isDemo(json.demoSignIn) ? json.demoSignIn : undefined,
    };
  } catch {
    // Without the file (e.g. Parcel's dev server) the console talks to its own origin.
    return DEFAULT_CONFIG;
  }
}

export const ConfigContext = createContext<RuntimeConfig>(DEFAULT_CONFIG);
export const useRuntimeConfig = (): RuntimeConfig => useContext(ConfigContext);

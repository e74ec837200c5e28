// The endings the job centre has announced, kept in the tab's sessionStorage so a refresh does
// not announce a job again (the slice holds them too, for the running store); and the jobs the
// tab last saw running, so one that ended while the page reloaded is announced once it is back.
const KEY = 'jobCentre.announced';
const RUNNING_KEY = 'jobCentre.running';
const MAX = 200;

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.sessionStorage);

const readKeys = (key: string): string[] => {
  try {
    const list: unknown = JSON.parse(storage()?.getItem(key) ?? '[]');
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
};

export const readAnnounced = (): string[] => readKeys(KEY);

/** the jobs (`kind:id`) the tab last saw running */
export const readRunning = (): string[] => readKeys(RUNNING_KEY);

export function rememberRunning(keys: string[]): void {
  try {
    storage()?.setItem(RUNNING_KEY, JSON.stringify(keys.slice(-MAX)));
  } catch {
    // a full or blocked storage: an ending during a reload goes unannounced
  }
}

export function rememberAnnounced(key: string): void {
  try {
    const list = readAnnounced().filter((k) => k !== key);
    list.push(key);
    storage()?.setItem(KEY, JSON.stringify(list.slice(-MAX)));
  } catch {
    // a full or blocked storage: the slice still remembers for this page
  }
}

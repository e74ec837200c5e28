// The endings the job centre has announced, kept in the tab's sessionStorage so a refresh does
// not announce a job again (the slice holds them too, for the running store).
const KEY = 'jobCentre.announced';
const MAX = 200;

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.sessionStorage);

export function readAnnounced(): string[] {
  try {
    const list: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
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

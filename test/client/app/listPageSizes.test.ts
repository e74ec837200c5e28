// Every list opens with document 002's page size (issue 30): each feature's state module is read,
// every paged list in its initial states (an object with pageIndex and pageSize, also the ones
// its zero-argument builders make) must hold 40, except the pickers, which hold 10 (document 000
// §9, document 001 §9). A new state file must be added here, so no list escapes the check.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PICKER_DEFAULT_PAGE_SIZE, PICKER_PAGE_SIZES } from '../../../src/shared/paging';
import { firstQuery } from '../../../src/client/features/serviceVisitCount/state';
import * as alumniModeration from '../../../src/client/features/alumniModeration/state';
import * as auditHistory from '../../../src/client/features/auditHistory/state';
import * as businessPackages from '../../../src/client/features/businessPackages/state';
import * as documents_documentState from '../../../src/client/features/documents/documentState';
import * as exportState from '../../../src/client/features/exports/state';
import * as home from '../../../src/client/features/home/state';
import * as importWizard from '../../../src/client/features/importWizard/state';
import * as jobCentre from '../../../src/client/features/jobCentre/state';
import * as memberScreens from '../../../src/client/features/memberScreens/state';
import * as members from '../../../src/client/features/memberPicker/state';
import * as monitors from '../../../src/client/features/monitors/state';
import * as organization_organizationState from '../../../src/client/features/organization/organizationState';
import * as people_peopleState from '../../../src/client/features/people/peopleState';
import * as peopleQuery from '../../../src/client/features/peopleQuery/state';
import * as photoExport from '../../../src/client/features/photoExport/state';
import * as photoImport from '../../../src/client/features/photoImport/state';
import * as photos from '../../../src/client/features/photos/state';
import * as presetServices from '../../../src/client/features/presetServices/state';
import * as projectDetails from '../../../src/client/features/projectDetails/state';
import * as quickAuth from '../../../src/client/features/quickAuth/state';
import * as resources_extrasState from '../../../src/client/features/resources/extrasState';
import * as resources_resourceState from '../../../src/client/features/resources/resourceState';
import * as robotLibrary from '../../../src/client/features/robotLibrary/state';
import * as serviceCards from '../../../src/client/features/serviceCards/state';
import * as serviceFavourites from '../../../src/client/features/serviceFavourites/state';
import * as serviceOverview from '../../../src/client/features/serviceOverview/state';
import * as serviceScore from '../../../src/client/features/serviceScore/state';
import * as serviceVisitCount from '../../../src/client/features/serviceVisitCount/state';

const MODULES: Record<string, Record<string, unknown>> = {
  'alumniModeration/state.ts': alumniModeration,
  'auditHistory/state.ts': auditHistory,
  'businessPackages/state.ts': businessPackages,
  'documents/documentState.ts': documents_documentState,
  'exports/state.ts': exportState,
  'home/state.ts': home,
  'importWizard/state.ts': importWizard,
  'jobCentre/state.ts': jobCentre,
  'memberScreens/state.ts': memberScreens,
  'memberPicker/state.ts': members,
  'monitors/state.ts': monitors,
  'organization/organizationState.ts': organization_organizationState,
  'people/peopleState.ts': people_peopleState,
  'peopleQuery/state.ts': peopleQuery,
  'photoExport/state.ts': photoExport,
  'photoImport/state.ts': photoImport,
  'photos/state.ts': photos,
  'presetServices/state.ts': presetServices,
  'projectDetails/state.ts': projectDetails,
  'quickAuth/state.ts': quickAuth,
  'resources/extrasState.ts': resources_extrasState,
  'resources/resourceState.ts': resources_resourceState,
  'robotLibrary/state.ts': robotLibrary,
  'serviceCards/state.ts': serviceCards,
  'serviceFavourites/state.ts': serviceFavourites,
  'serviceOverview/state.ts': serviceOverview,
  'serviceScore/state.ts': serviceScore,
  'serviceVisitCount/state.ts': serviceVisitCount,
};

/** the pickers' lists (member picker, API add, quick authorization): module, export, path inside */
const PICKERS = [
  /^memberPicker\/state\.ts (initialList|initialPickerState\.list)/,
  /^monitors\/state\.ts \S*[dD]ialog\.list/,
  /^quickAuth\/state\.ts \S*[dD]ialog\.list/,
];
const isPicker = (path: string) => PICKERS.some((p) => p.test(path));

const FEATURES = join(__dirname, '../../../src/client/features');
const stateFiles = (): string[] =>
  readdirSync(FEATURES).flatMap((feature) =>
    readdirSync(join(FEATURES, feature))
      .filter((name) => name === 'state.ts' || /State\.ts$/.test(name))
      .map((name) => `${feature}/${name}`),
  );

/** Every paged list under a value: `path` → pageSize. */
function pagedLists(value: unknown, path: string, found: Map<string, number>, seen = new Set<unknown>()): Map<string, number> {
  if (typeof value === 'function' && value.length === 0 && !/^[A-Z_]+$/.test(path.split(' ').pop() ?? '')) {
    let made: unknown;
    try {
      made = (value as () => unknown)();
    } catch {
      return found;
    }
    return pagedLists(made, `${path}()`, found, seen);
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return found;
  seen.add(value);
  const o = value as Record<string, unknown>;
  if (typeof o.pageSize === 'number' && 'pageIndex' in o) found.set(path, o.pageSize);
  for (const [k, v] of Object.entries(o)) pagedLists(v, `${path}.${k}`, found, seen);
  return found;
}

function allLists(): Map<string, number> {
  const found = new Map<string, number>();
  for (const [file, mod] of Object.entries(MODULES))
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === 'function' && value.length > 0) continue;
      pagedLists(value, `${file} ${name}`, found);
    }
  return found;
}

describe('page sizes of every list (document 002 §2, issue 30)', () => {
  it('the shared definition: 10/20/30/40/100 default 40; the pickers 10/20/30/40 default 10', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 40, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(40);
    expect(PICKER_PAGE_SIZES).toEqual([10, 20, 30, 40]);
    expect(PICKER_DEFAULT_PAGE_SIZE).toBe(10);
  });

  it('reads every state file of the features', () => {
    expect(Object.keys(MODULES).sort()).toEqual(stateFiles().sort());
  });

  it('every list opens with 40 and every picker with 10', () => {
    const lists = allLists();
    const wrong = [...lists].filter(([path, size]) => size !== (isPicker(path) ? PICKER_DEFAULT_PAGE_SIZE : DEFAULT_PAGE_SIZE));
    expect(wrong).toEqual([]);
    // the walk reaches the lists the issue names and each picker
    const paths = [...lists.keys()];
    for (const list of [
      'robotLibrary/state.ts initialRobotLibraryState.questions',
      'alumniModeration/state.ts initialAlumniModerationState.list',
      'serviceScore/state.ts initialServiceScoreState.scores',
      'serviceScore/state.ts initialServiceScoreState.ratings',
    ])
      expect(paths.some((p) => p.startsWith(list))).toBe(true);
    for (const picker of PICKERS) expect(paths.some((p) => picker.test(p))).toBe(true);
    expect(lists.size).toBeGreaterThan(15);
  });

  it('the lists whose size is not in their state: the visit counts and the import history', () => {
    expect(firstQuery({ beginDate: '2026-01-01', endDate: '2026-01-31' }).pageSize).toBe(DEFAULT_PAGE_SIZE);
    expect(importWizard.HISTORY_PAGE_SIZE).toBe(DEFAULT_PAGE_SIZE);
  });
});

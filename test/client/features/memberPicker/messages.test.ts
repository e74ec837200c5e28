// Every message the picker, member screens, quick authorization and monitors show exists in the
// catalogue in both languages: the keys written out in their sources, and the families built
// from a kind, target, group, type or status.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE } from '../../../../src/shared/i18n';
import { API_STATUSES, API_TYPES, DIRECTORY_TYPES, MEMBER_KINDS, MEMBER_TARGETS, QUOTE_TYPES, ROLE_GROUP_IDS } from '../../../../src/shared/members/constants';
import { CLASS_TYPES } from '../../../../src/shared/domain/people';

const FOLDERS = ['memberPicker', 'memberScreens', 'quickAuth', 'monitors'].map((f) => join(__dirname, '../../../../src/client/features', f));
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
const KEY = /'((?:membersUi|picker|class|auth|monitor|common|importField|search|peopleQuery)\.[A-Za-z0-9_.]+)'/g;

describe("the members features' messages", () => {
  it('every key written out in the sources is in the catalogue', () => {
    const keys = new Set(FOLDERS.flatMap(files).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(KEY)].map((m) => m[1])));
    expect(keys.size).toBeGreaterThan(60);
    expect([...keys].filter((k) => !(k in CATALOGUE))).toEqual([]);
  });

  it('every family built from a value has each value', () => {
    const built = [
      ...MEMBER_KINDS.flatMap((k) => [`membersUi.kind.${k}`, `membersUi.add.${k}`]),
      ...MEMBER_TARGETS.flatMap((t) => [`membersUi.target.${t}`, `membersUi.intro.${t}`]),
      ...ROLE_GROUP_IDS.map((id) => `membersUi.roleGroup.${id}`),
      ...API_TYPES.flatMap((t) => [`membersUi.api.type.${t}`, `membersUi.api.addButton.${t}`, `membersUi.api.addTitle.${t}`]),
      ...QUOTE_TYPES.map((q) => `monitor.quoteType.${q}`),
      ...API_STATUSES.map((s) => `monitor.status.${s}`),
      ...DIRECTORY_TYPES.map((d) => `membersUi.dir.type.${d}`),
      ...CLASS_TYPES.map((c) => `class.type.${c}`),
    ];
    expect(built.filter((k) => !(k in CATALOGUE))).toEqual([]);
  });
});

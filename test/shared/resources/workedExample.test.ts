// The worked example of docs/ADDING_SCREENS.md (test/fixtures/workedExample/kiosks) as the
// console sees it: added to the registry, its route shows it (a tab of /deviceManage, beside the
// screen's other collections), the menu lists that route, its tab is titled by its own title in
// both languages, and the rights catalogue has the screen its calls belong to. The doc shows the
// fixture's files as they are (their imports as they read in src/shared/resources/kiosks).
import { readFileSync } from 'node:fs';
import { definitionTitle } from '../../../src/shared/definitionTitle';
import { RESOURCES, resourceByKey, resourcesByRoute } from '../../../src/shared/resources';
import { allGrants, screenRight } from '../../../src/shared/rights/catalogue';
import { areaOf } from '../../../src/shared/routes';
import { kiosks } from '../../fixtures/workedExample/kiosks/definition';

const REGISTRY = [...RESOURCES, kiosks];
const FIXTURE = 'test/fixtures/workedExample/kiosks';

describe('the worked example, in the console', () => {
  it('is a tab of its route, which the menu lists, titled by its own title', () => {
    expect(resourceByKey('kiosks', REGISTRY)).toBe(kiosks);
    const tabs = resourcesByRoute(kiosks.route, REGISTRY);
    expect(tabs.map((d) => d.key)).toEqual([...resourcesByRoute(kiosks.route).map((d) => d.key), 'kiosks']);
    // every tab of a shared route names its own title (test/shared/resources/definitions.test.ts)
    for (const d of tabs) expect(d.ownTitle).toBeDefined();
    expect(areaOf(kiosks.route)?.key).toBe('people');
    expect(kiosks.labels[definitionTitle(kiosks)]).toEqual(['自助终端', 'Kiosks']);
    for (const f of kiosks.fields) expect(kiosks.labels[f.label]).toHaveLength(2);
    expect(allGrants()).toEqual(expect.arrayContaining([screenRight(kiosks.route, 'read'), screenRight(kiosks.route, 'write')]));
  });

  it('is shown in docs/ADDING_SCREENS.md exactly', () => {
    const doc = readFileSync('docs/ADDING_SCREENS.md', 'utf8');
    const blocks = [...doc.matchAll(/```ts\n\/\/ src\/shared\/resources\/kiosks\/(\w+\.ts)\n([\s\S]*?)```/g)].map((m) => [m[1], m[2]]);
    expect(blocks.map(([file]) => file)).toEqual(['definition.ts', 'labels.ts', 'demo.ts']);
    for (const [file, text] of blocks) {
      const fixture = readFileSync(`${FIXTURE}/${file}`, 'utf8')
        .replace(/'\.\.\/\.\.\/\.\.\/\.\.\/src\/shared\/resources\//g, "'../")
        .replace(/'\.\.\/\.\.\/\.\.\/\.\.\/src\/shared\//g, "'../../");
      expect(text).toBe(fixture);
    }
    expect(doc).toContain("import { kiosks } from './kiosks/definition';");
    expect(doc).toContain('npm run migration:new -- kiosks');
  });
});

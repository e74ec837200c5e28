// `npm run lint` (part of `npm test`): typescript-eslint's recommended rules (not the
// type-checked set: it would double the test run's type-checking time), the rules of hooks, no
// import cycle, and feature boundaries. Findings are fixed in the code, never disabled wholesale.
import fs from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const FEATURES = 'src/client/features';
const features = fs
  .readdirSync(FEATURES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

// A feature's public face is its `index.ts` (events, types, selectors: what slices and sagas of
// other features listen to) and its `components.ts` (the views other screens mount). Everything
// else in the folder is its own business: another feature reaching past the face would tie the
// two together and can pull views into a slice's chunk (src/client/app/README.md).
// The one declared exception: the photo export is built on the bulk export's job pieces (its
// state, job reducers, progress selectors and dialogs: photoExport/README.md), and the shell's
// first load carries its selectors, so it takes those files directly rather than through
// export's index.ts, which brings the export slice and, through it, the people lists'.
// Likewise the page-before-login preview (/previewAdvanceLanding) is built on the documents'
// live preview frame (documents/PreviewFrame.tsx): exported through components.ts, the frame
// would ride along in the login page's chunk. The audit history (/HistoryProject) shows each
// change through the documents' difference view (documents/DiffTable.tsx), with its words
// (documents/documentsUi.ts), for the same reason.
const builtOn = { photoExport: ['exports'], preLoginPreview: ['documents'], auditHistory: ['documents'] };
const featureBoundaries = features.map((name) => ({
  target: `./${FEATURES}/${name}/**`,
  from: `./${FEATURES}/!(${name})/**`,
  except: [`**/${FEATURES}/*/index.ts`, `**/${FEATURES}/*/components.ts`, ...(builtOn[name] ?? []).map((base) => `**/${FEATURES}/${base}/**`)],
  message: `Import another feature through its index.ts or components.ts, not its files (from ${name}).`,
}));

export default defineConfig(
  // Only the code, its tests and its scripts: built output, benchmarks' results and the like are not ours to lint.
  globalIgnores(['*', '!src/', '!test/', '!scripts/', '!eslint.config.mjs']),
  tseslint.configs.recommended,
  {
    // React lives in the console and its tests only; the hooks plugin runs React's compiler
    // analysis on every file it is given, the slowest rule by far, so it is given no other.
    ...reactHooks.configs.flat.recommended,
    files: ['src/client/**/*.{ts,tsx}', 'test/client/**/*.{ts,tsx}'],
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A missing dependency is a stale closure: the effect or callback reads old props.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // a disable comment that no longer silences anything is stale: it fails the lint
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      // which files import-x parses to follow imports (without these it skips TypeScript, and
      // no-cycle sees no cycle), with what, and how it resolves a path
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureBoundaries }],
      // `_name` marks a parameter kept for its position (a reducer's state, a saga's action).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // One selector-hook style: the console reads and writes the store through lib/hooks' typed
    // useAppSelector / useAppDispatch / useAppStore. Left out: lib/hooks itself, i18n's useT (it
    // sits below the app's store type) and a view generic over its state (PeopleQueryBar).
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/lib/hooks.ts', 'src/client/i18n/index.ts', 'src/client/features/peopleQuery/PeopleQueryBar.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'use useAppSelector / useAppDispatch / useAppStore from lib/hooks',
            },
          ],
        },
      ],
    },
  },
  {
    // Imports never form a cycle (the console's chunks and first load rely on it). The rule
    // follows run-time imports (`import type` vanishes at build time); scripts/cycles.ts and
    // test/client/app/firstLoad.test.ts check the console's type imports too. It parses every
    // module it reaches a second time, the lint's costliest rule, so it checks src/ only: tests
    // and scripts are leaves (src/ never imports them) and cannot close a cycle.
    files: ['src/**'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The package is CommonJS, so `.js` files (Jest's reporter and set-up) are CommonJS
    // modules: `require` is how they import.
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import '../../src/client/widgets/select/dropdownDefaults';
import { TextDecoder, TextEncoder } from 'node:util';
import { webcrypto } from 'node:crypto';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor answer as soon as what they look for is there; their deadline (1 s by default)
// only decides when a missing thing fails. A lazily loaded screen's first render on a loaded
// 2-core machine (two Jest workers beside other work) passed 1 s once (adminAccounts), so the
// deadline is 5 s: no passing test waits longer for it.
configure({ asyncUtilTimeout: 5000 });
if (!globalThis.crypto?.getRandomValues) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });

// semantic-ui-react 2.1.5 (the last release; React 18 is its ceiling) triggers React 18.3's
// deprecation notices for findDOMNode and function-component defaultProps. They say nothing
// about this console, so exactly those two are filtered; every other warning still shows.
const LIBRARY_DEPRECATIONS = [/findDOMNode is deprecated/, /Support for defaultProps will be removed from function components/];
const originalError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = typeof args[0] === 'string' ? args[0] : '';
  if (LIBRARY_DEPRECATIONS.some((re) => re.test(text))) return;
  originalError(...args);
};

// Every feature loaded (their slices, sagas and messages), as if each screen chunk had arrived:
// the tests render screens and containers directly, and every store they make holds them all.
// test/client/app/features.test.tsx makes stores without them to test the loading itself.
// (required after the polyfills above: an import would be hoisted above them)
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('../../src/client/app/allFeatures');

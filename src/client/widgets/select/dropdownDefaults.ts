// semantic-ui's Dropdown opens its menu whenever it takes focus. Inside a modal dialog that
// fights the focus lock (issue 17): focus put back into the dialog lands on a dropdown and its
// menu covers the fields below, and Tab through an opened search dropdown stops on its menu (a
// scrolling box) and falls out to the page. The WAI-ARIA combobox pattern opens on a key or a
// click, not on focus, so the console's dropdowns do that everywhere: this file sets the default
// once, before anything renders (main.tsx, and the client tests' setup).
import { Dropdown } from 'semantic-ui-react';

type WithDefaults = { defaultProps?: Record<string, unknown> };

const dropdown = Dropdown as unknown as WithDefaults;
dropdown.defaultProps = { ...dropdown.defaultProps, openOnFocus: false };

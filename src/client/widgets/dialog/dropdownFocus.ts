// semantic-ui's Dropdown opens its menu whenever it takes focus, so the first focus of a dialog
// passes over dropdowns (focus-lock's own `data-no-autofocus` marker), those drawn later too.
// Known gap: Chromium makes an open dropdown menu (a scrolling box) a Tab stop of its own; Tab
// from a search dropdown lands on the menu, the dropdown closes on that blur and focus falls to
// <body> until the next Tab. Taking the menus out of the Tab order (tabindex=-1) broke picking
// an option by mouse (the menu took focus first), so it is not done here.
const DROPDOWN = '.ui.dropdown';

function mark(box: HTMLElement) {
  box.querySelectorAll(DROPDOWN).forEach((el) => el.setAttribute('data-no-autofocus', ''));
}

/** Marks the box's dropdowns now and as they come; returns the way to stop watching. */
export function quietDropdowns(box: HTMLElement): () => void {
  mark(box);
  const observer = new MutationObserver(() => mark(box));
  observer.observe(box, { childList: true, subtree: true });
  return () => observer.disconnect();
}

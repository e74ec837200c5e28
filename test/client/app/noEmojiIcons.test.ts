// No emoji in the console's views or messages: where no emoji font is installed (a school's
// Linux desktop, a closed network) an emoji is an empty box. Icons come from the bundled icon
// font (semantic's <Icon>) or widgets/lineIcon. Characters drawn as emoji by default
// (Emoji_Presentation: 📍, ✅, 🔒 …) are refused in src/client and the message catalogues.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['src/client', 'src/shared/i18n'];
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.(tsx?|css|html)$/.test(e.name) ? [p] : [];
  });

it('no view, style or message of the console holds an emoji', () => {
  const found = ROOTS.flatMap(files).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (/\p{Emoji_Presentation}/u.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(found).toEqual([]);
});

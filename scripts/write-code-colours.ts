// Writes app/code-colours.css from the code themes' palettes (lib/mdx/code-colours.ts). Run it after changing
// CODE_THEMES or the contrast rule; lib/mdx/code-colours.test.ts fails while the file is out of date.
import fs from 'node:fs';
import { codeColourCss } from '../lib/mdx/code-colours';

void codeColourCss().then((css) => {
  fs.writeFileSync('app/code-colours.css', css);
  console.log('wrote app/code-colours.css');
});

// Writes each exported page's language into its `<html lang dir>`. The root layout, which renders `<html>`, does
// not know which page it holds, so it writes the default locale's; the page's shell names its own on the main
// landmark, or the block that holds a React page's own `<main>` (`data-html-lang`, `data-html-dir`:
// components/layout/site-shell.tsx). This runs on the export before
// the search index reads it (Pagefind picks its word segmentation by `<html lang>`) and before the checks.
import fs from 'node:fs';
import path from 'node:path';

// The shell's main landmark: a `<main>`, or the `<div id="main">` of a React page that renders its own `<main>`.
const MARKER = /<(?:main|div)\b[^>]*?\sdata-html-lang="([^"]*)"(?:[^>]*?\sdata-html-dir="([^"]*)")?/;
const HTML_TAG = /<html\b[^>]*>/;

/** The `<html>` tag with `lang` and `dir` set. */
function withLanguage(tag, lang, dir) {
  let out = tag.replace(/\slang="[^"]*"/, '').replace(/\sdir="[^"]*"/, '');
  out = out.replace(/^<html/, `<html lang="${lang}"${dir ? ` dir="${dir}"` : ''}`);
  return out;
}

/** Every `.html` file under a folder (not Next's assets nor the search index). */
function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '_next' && entry.name !== 'pagefind') yield* htmlFiles(file);
    } else if (entry.name.endsWith('.html')) yield file;
  }
}

/**
 * Sets `<html lang dir>` of every page under `dir` whose main landmark names another language; returns how many
 * pages changed. A file is replaced (written aside, then renamed), never written in place: a partial build's
 * export shares unchanged files with out/ through hard links.
 */
export function writeHtmlLanguages(dir) {
  let changed = 0;
  for (const file of htmlFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    const marker = MARKER.exec(text);
    const tag = HTML_TAG.exec(text);
    if (!marker || !tag) continue;
    const next = withLanguage(tag[0], marker[1], marker[2]);
    if (next === tag[0]) continue;
    const temp = `${file}.lang-${process.pid}`;
    fs.writeFileSync(temp, text.slice(0, tag.index) + next + text.slice(tag.index + tag[0].length));
    fs.renameSync(temp, file);
    changed += 1;
  }
  return changed;
}

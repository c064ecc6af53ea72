/**
 * `:tada:` → 🎉: Docusaurus's `markdown.emoji` (on by default), which runs remark-emoji 4 with its default settings
 * after the heading ids. The same rule as remark-emoji's, over node-emoji's names (remark-emoji's own data):
 * `:+1:`, `:-1:` and `:name:` in text (not in code) become the emoji when node-emoji knows the name, else stay.
 * remark-emoji itself is not used because it is published only as an ES module for `import`, which the Node test
 * runner and the scripts (CommonJS under tsx) cannot load.
 */
import type { Nodes } from 'mdast';
import { findAndReplace } from 'mdast-util-find-and-replace';
import { get as getEmoji } from 'node-emoji';

const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/g;

/** Replaces the emoji shortcodes in the text of `tree` (a document or any node of it). */
export function replaceEmoji(tree: Nodes): void {
  findAndReplace(tree, [[SHORTCODE, (match: string) => getEmoji(match) ?? false]]);
}

/** The remark plugin. */
export function remarkEmoji() {
  return (tree: Nodes) => replaceEmoji(tree);
}

// Blog excerpts: where a post's truncate marker is (the list shows what stands above it), and descriptions.
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import type { BlogConfig } from '../../config/site';

const markers = new Map<string, RegExp>();

/** A blog's truncate marker (its `truncateMarker`, Docusaurus's default unless the site set one). */
export function truncateMarkerOf(blog: Pick<BlogConfig, 'truncateMarker'>): RegExp {
  let marker = markers.get(blog.truncateMarker);
  if (!marker) markers.set(blog.truncateMarker, (marker = new RegExp(blog.truncateMarker)));
  return marker;
}

/**
 * True when a post's body holds its blog's truncate marker, as Docusaurus tests it (`hasTruncateMarker`,
 * plugin-content-blog blogUtils.ts: the marker anywhere in the content below the front matter). Lists show such a
 * post up to the marker with a "Read more" link, any other post whole.
 */
export const hasTruncateMarker = (body: string, blog: Pick<BlogConfig, 'truncateMarker'>): boolean =>
  truncateMarkerOf(blog).test(body);

/**
 * Compiled HTML up to the first comment `marker` matches (the whole HTML when none does), with the elements open there
 * closed: a marker inside a list item ends the list there, as Docusaurus's cut of the Markdown text does. A marker's
 * text inside code is escaped in HTML, so it is not a comment. Re-parsed only to close what is open: for HTML this
 * pipeline wrote, the same bytes up to the cut (every post and doc of this site and of the N=1000 corpus).
 */
export function htmlUpToMarker(html: string, marker: RegExp): string {
  const at = [...html.matchAll(/<!--[\s\S]*?-->/g)].find((comment) => marker.test(comment[0]))?.index;
  return at === undefined ? html : toHtml(fromHtml(html.slice(0, at), { fragment: true }));
}

/**
 * A page's description when its front matter has none, as Docusaurus writes it (`createExcerpt`,
 * docusaurus-utils `markdownUtils.ts`, ported): the first line of the body that is not blank, an import or export,
 * code or a `# title`, stripped of HTML tags, heading marks, emphasis, links, images, footnotes, inline code,
 * quote marks, admonition fences, `:emoji:` names and `{#id}`; undefined when no line has any text left.
 */
export function docusaurusExcerpt(body: string): string | undefined {
  const lines = body
    .trimStart()
    .replace(/^[^\r\n]*\r?\n[=]+/g, '')
    .split(/\r?\n/);
  let inCode = false;
  let inImport = false;
  let fence = '';
  for (const line of lines) {
    if (!line.trim()) {
      inImport = false;
      continue;
    }
    if ((/^(?:import|export)\s.*/.test(line) || inImport) && !inCode) {
      inImport = true;
      continue;
    }
    if (line.trim().startsWith('```')) {
      const ticks = /^`+/.exec(line.trim())![0];
      if (!inCode) [inCode, fence] = [true, ticks];
      else if (ticks.length >= fence.length) inCode = false;
      continue;
    }
    if (inCode) continue;
    const cleaned = line
      .replace(/<[^>]*>/g, '')
      .replace(/^#[^#]+#?/gm, '')
      .replace(/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1')
      .replace(/([*_]{1,3})(.*?)\1/g, '$2')
      .replace(/~~(\S.*\S)~~/g, '$1')
      .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/\[\^.+?\](?:: .*$)?/g, '')
      .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/`(.+?)`/g, '$1')
      .replace(/^\s{0,3}>\s?/g, '')
      .replace(/:::.*/, '')
      .replace(/\s?:(?:::|[^:\n])+:/g, '')
      .replace(/\{#*[\w-]+\}/, '')
      .trim();
    if (cleaned) return cleaned;
  }
  return undefined;
}

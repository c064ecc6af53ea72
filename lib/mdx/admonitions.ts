/**
 * Docusaurus admonitions (`:::tip[标题] … :::`) from remark-directive nodes, rendered as
 * `<aside class="admonition admonition-tip">` with a title; a type the site's config adds (`admonitions.keywords`) is
 * shown as info, as Docusaurus's theme falls back for it.
 *
 * Other directives, as Docusaurus 3 renders them (mdx-loader's `unusedDirectives`): a text directive without label or
 * attributes (`a:hover` in prose) is its text again; any other (`:::custom`, `::youtube[视频]`, `:abbr[HTML]{…}`)
 * stays a directive, which becomes a plain `<div>` of its content (mdast-util-to-hast's handler of unknown nodes),
 * with a warning naming file:line. A Docusaurus 2 site (no directives: its admonition parser read only its keywords)
 * gets text and leaf directives back as written, and a `:::kind` it does not know shown as a note, so that no `:::`
 * is left as text.
 */
import type { Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit, SKIP } from './visit';
import type { VFile } from 'vfile';
import { siteConfig } from '../../config/site';
import { admonitionOf } from './admonition-types';
import { sourcePathOf, translatorOf } from './vfile-source';
import type { MessageKey, Translator } from '../i18n';

/** Docusaurus 2 sites (this project's own included) also know success, important and secondary. */
const legacy = Number(/^\D*(\d+)/.exec(siteConfig.docusaurusVersion ?? '3')?.[1] ?? 3) < 3;

/** The admonition types the site adds (its Docusaurus config's `admonitions.keywords`). */
const KEYWORDS = new Set(siteConfig.markdown.admonitionKeywords);

type Directive = ContainerDirective | LeafDirective | TextDirective;

/**
 * A type's default title in the site's language: Docusaurus's for its types; for Docusaurus 2's others, this site's
 * on a Docusaurus 2 site, and their name as Docusaurus 3 titles them (untranslated).
 */
function defaultTitleOf(t: Translator, name: string, kind: string, known: boolean): string {
  const lower = name.toLowerCase();
  if (known && lower !== kind) return legacy ? t(`site.admonition.${lower}` as MessageKey) : lower;
  return t(`theme.admonition.${kind}`);
}

/** Where a directive is, for a warning: the document's path and the line. */
const whereIs = (directive: Directive, file: VFile) =>
  `${sourcePathOf(file) ?? file.path ?? 'a document'}:${directive.position?.start.line ?? 0}`;

const hasAttributes = (directive: Directive) => Object.keys(directive.attributes ?? {}).length > 0;

const PREFIX = { containerDirective: ':::', leafDirective: '::', textDirective: ':' } as const;

/** A directive no plugin uses (Docusaurus 3): a `<div>` of its content, with Docusaurus's warning. */
function unused(directive: Directive, file: VFile): void {
  console.warn(
    `warn  [directives] ${whereIs(directive, file)}: unused Markdown directive "${PREFIX[directive.type]}${directive.name}": rendered as a plain <div> of its content, as Docusaurus 3 renders it`,
  );
  directive.data = { hName: 'div' };
}

/** Turns admonition directives into asides and other directives into what Docusaurus makes of them. */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const directive = node as Directive;
      if (directive.type === 'containerDirective') {
        // A type the site adds (admonitions.keywords): Docusaurus's theme has no component for it and shows it as info.
        const added = KEYWORDS.has(directive.name);
        const { kind, known } = added ? { kind: 'info', known: false } : admonitionOf(directive.name, legacy);
        if (!known && !added) {
          if (!legacy) return unused(directive, file);
          console.warn(
            `warn  [admonitions] ${whereIs(directive, file)}: unknown admonition type "${directive.name}": shown as a note`,
          );
        }
        const defaultTitle = defaultTitleOf(translatorOf(file), directive.name, kind, known);
        const [first, ...rest] = directive.children;
        const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
        const titleChildren: PhrasingContent[] = hasLabel
          ? (first as Paragraph).children
          : [{ type: 'text', value: defaultTitle }];
        const title: Paragraph = {
          type: 'paragraph',
          children: titleChildren,
          data: { hName: 'div', hProperties: { className: ['admonition-heading'] } },
        };
        const content = {
          type: 'paragraph',
          children: [],
          data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
        } as unknown as Paragraph;
        (content as unknown as { children: RootContent[] }).children = hasLabel ? rest : directive.children;
        directive.children = [title, content] as ContainerDirective['children'];
        // `:::note{#some-id .some-class key=value}`: Docusaurus hands the directive's attributes to the admonition.
        const { class: classes, ...attributes } = directive.attributes ?? {};
        directive.data = {
          hName: 'aside',
          hProperties: {
            ...Object.fromEntries(Object.entries(attributes).filter(([, value]) => value != null)),
            className: ['admonition', `admonition-${kind}`, ...(classes ? classes.split(/\s+/).filter(Boolean) : [])],
            'data-admonition': kind,
          },
        };
        return;
      }
      if (!parent || index === undefined) return;
      const simple = directive.type === 'textDirective' && directive.children.length === 0 && !hasAttributes(directive);
      if (!legacy && !simple) return unused(directive, file);
      const start = directive.position?.start.offset;
      const end = directive.position?.end.offset;
      const text = start !== undefined && end !== undefined ? source.slice(start, end) : `:${directive.name}`;
      const replacement: RootContent =
        directive.type === 'textDirective'
          ? { type: 'text', value: text }
          : { type: 'paragraph', children: [{ type: 'text', value: text }] };
      parent.children.splice(index, 1, replacement as never);
      return [SKIP, index + 1];
    });
  };
}

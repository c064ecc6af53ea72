'use client';

import * as React from 'react';
import { memo, useEffect, useRef, type ComponentProps, type ReactNode, type ReactPortal } from 'react';
import { LiveEditor, LiveError, LivePreview, LiveProvider } from 'react-live';
import { fill, mdxUi, type MdxUiStrings } from '@/lib/i18n/mdx-ui';
import { useMarkedElements } from './use-marked-elements';

/**
 * Docusaurus's default `@theme/ReactLiveScope`: React and every one of its exports (the hooks…). The names become
 * parameters of the example's function: the namespace's `default` is no identifier a function may take.
 */
const scope: Record<string, unknown> = {
  React,
  ...Object.fromEntries(Object.entries(React).filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default')),
};

type PrismTheme = NonNullable<ComponentProps<typeof LiveProvider>['theme']>;

/** Token colours as CSS variables (components/content/live-code.css), so the editor follows the colour mode. */
const theme: PrismTheme = {
  plain: { color: 'var(--live-code-text)', backgroundColor: 'var(--code-bg)' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: 'var(--live-code-comment)', fontStyle: 'italic' } },
    { types: ['keyword', 'operator', 'important', 'atrule'], style: { color: 'var(--live-code-keyword)' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'inserted'], style: { color: 'var(--live-code-string)' } },
    { types: ['number', 'boolean', 'constant', 'symbol'], style: { color: 'var(--live-code-number)' } },
    { types: ['function', 'class-name', 'maybe-class-name'], style: { color: 'var(--live-code-function)' } },
    { types: ['tag', 'selector', 'deleted'], style: { color: 'var(--live-code-tag)' } },
    { types: ['attr-name', 'property', 'variable'], style: { color: 'var(--live-code-attr)' } },
    { types: ['punctuation'], style: { color: 'var(--live-code-punctuation)' } },
  ],
};

/** What a build-time playground (lib/mdx/live-code.ts) holds: its code, language and options. */
interface LiveBlock {
  readonly code: string;
  readonly language: string;
  readonly noInline: boolean;
  readonly top: boolean;
  /** Where the editor is rendered: an element of its own, appended to the container. */
  readonly mount: HTMLElement;
}

const blocks = new WeakMap<HTMLElement, LiveBlock>();

/** Reads a container's block once, and gives it the element the editor renders into. */
function blockOf(container: HTMLElement): LiveBlock {
  let block = blocks.get(container);
  if (!block) {
    const pre = container.querySelector('pre');
    const lines = [...(pre?.querySelectorAll<HTMLElement>('[data-line]') ?? [])].map((line) => line.textContent ?? '');
    const mount = document.createElement('div');
    mount.className = 'live-code-live';
    container.append(mount);
    block = {
      code: lines.length > 0 ? lines.join('\n') : (pre?.textContent ?? ''),
      language: pre?.dataset.language ?? 'jsx',
      noInline: 'noInline' in container.dataset,
      top: container.dataset.livePosition === 'top',
      mount,
    };
    blocks.set(container, block);
  }
  return block;
}

/** The editor, labelled for assistive technology (react-live's editor is a contenteditable `<pre>`). */
function Editor({ ui }: { ui: MdxUiStrings }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const pre = ref.current?.querySelector('pre');
    if (!pre) return;
    pre.setAttribute('role', 'textbox');
    pre.setAttribute('aria-multiline', 'true');
    pre.setAttribute('aria-label', fill(ui.liveEditable, { label: ui.liveEditor }));
    pre.tabIndex = 0;
  }, [ui]);
  return (
    <div ref={ref}>
      {/* Tab moves the focus on rather than indenting: the editor is no keyboard trap. */}
      <LiveEditor className="live-code-editor" tabMode="focus" />
    </div>
  );
}

function Result({ ui }: { ui: MdxUiStrings }) {
  return (
    <>
      <div className="live-code-header">{ui.liveResult}</div>
      <div className="live-code-preview" aria-live="polite">
        <LivePreview />
        <LiveError className="live-code-error" role="alert" />
      </div>
    </>
  );
}

/** Docusaurus's default `transformCode`: the example as an expression statement. One function, so the example is not transpiled again on every render. */
const transformCode = (code: string) => `${code};`;

/** Docusaurus's Playground: the editor and the result (result first with `playgroundPosition: 'top'`). */
const Playground = memo(function Playground({ block, ui }: { block: LiveBlock; ui: MdxUiStrings }) {
  const editor = (
    <>
      <div className="live-code-header">{ui.liveEditor}</div>
      <Editor ui={ui} />
    </>
  );
  return (
    <LiveProvider
      code={block.code}
      language={block.language}
      enableTypeScript={/^tsx?$/.test(block.language)}
      noInline={block.noInline}
      scope={scope}
      theme={theme}
      transformCode={transformCode}
    >
      {block.top ? (
        <>
          <Result ui={ui} />
          {editor}
        </>
      ) : (
        <>
          {editor}
          <Result ui={ui} />
        </>
      )}
    </LiveProvider>
  );
});

/**
 * What `createPortal` from react-dom returns, made here: importing react-dom into this lazy chunk made Turbopack
 * split the framework chunk that every page loads (one more file, +114 bytes on a page without live code, measured
 * on this site). The element's shape is the one React's reconciler reads (`$$typeof` react.portal, `containerInfo`),
 * unchanged since React 16; the browser test of live code blocks fails if it ever changes.
 */
const portal = (children: ReactNode, container: HTMLElement, key: string): ReactPortal =>
  ({ $$typeof: Symbol.for('react.portal'), key, children, containerInfo: container, implementation: null }) as unknown as ReactPortal;

/**
 * Turns the page's build-time playgrounds (`[data-live-code]`) into live ones: the static markup stays in the
 * page (hidden once the editor is there, components/mdx/docusaurus/docusaurus.css) and the editor renders beside it,
 * its headers in the page's language (`locale`).
 */
export default function LiveCodeBlocks({ locale }: { locale: string }) {
  const ui = mdxUi(locale);
  const containers = useMarkedElements('[data-live-code]');
  useEffect(() => {
    for (const container of containers) container.setAttribute('data-live-ready', '');
  }, [containers]);
  return containers.map((container, i) => {
    const block = blockOf(container);
    return portal(<Playground block={block} ui={ui} />, block.mount, String(i));
  });
}

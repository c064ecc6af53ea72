'use client';

import { useRef, type RefObject } from 'react';

/** A button's words: its tooltip and its accessible name (Docusaurus's theme strings). */
interface ButtonWords {
  readonly title: string;
  readonly label: string;
}

/** `<html data-doc-sidebar="hidden">`: the doc sidebar folded away (app/globals.css), kept across client navigations. */
const ATTRIBUTE = 'docSidebar';

/**
 * Docusaurus's hideable sidebar (`themeConfig.docs.sidebar.hideable`): a button at the foot of the sidebar folds it
 * into a narrow strip holding the button that brings it back. The state is the page's `<html>` attribute, so it
 * lasts while the reader moves between docs and resets on a full load, as Docusaurus's does. The focus moves to
 * the other button, which takes the place of the one pressed.
 */
export function SidebarHideButtons({ collapse, expand }: { collapse: ButtonWords; expand: ButtonWords }) {
  const collapseRef = useRef<HTMLButtonElement>(null);
  const expandRef = useRef<HTMLButtonElement>(null);
  const set = (hidden: boolean) => {
    const root = document.documentElement;
    if (hidden) root.dataset[ATTRIBUTE] = 'hidden';
    else delete root.dataset[ATTRIBUTE];
    // The button that takes the pressed one's place keeps the focus; the page stays where it was.
    (hidden ? expandRef : collapseRef).current?.focus({ preventScroll: true });
  };
  return (
    <>
      <FoldButton ref={collapseRef} className="sidebar-collapse" words={collapse} path={FOLD} onClick={() => set(true)} />
      <FoldButton ref={expandRef} className="sidebar-expand" words={expand} path={UNFOLD} onClick={() => set(false)} />
    </>
  );
}

/** Double chevrons pointing where the sidebar goes. */
const FOLD = 'M11 17l-5-5 5-5M18 17l-5-5 5-5';
const UNFOLD = 'M13 17l5-5-5-5M6 17l5-5-5-5';

function FoldButton({
  ref,
  className,
  words,
  path,
  onClick,
}: {
  ref: RefObject<HTMLButtonElement | null>;
  className: string;
  words: ButtonWords;
  path: string;
  onClick: () => void;
}) {
  return (
    <button ref={ref} type="button" className={className} title={words.title} aria-label={words.label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}

/**
 * A version menu on the navbar's left: its one copy is the bar's item on a wide screen and the drawer's on a narrow
 * one, so it holds both labels, its version (Docusaurus's DocsVersionDropdownNavbarItem on desktop) and "Versions"
 * (its mobile label), and the stylesheet shows the one that applies; it read "Versions" in the bar too.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { NavbarVersionMenu } from './locale-menu';

const menu = {
  pluginId: 'default',
  label: '1.0',
  current: '1.0',
  versions: [
    { name: 'current', label: 'Next', href: '/docs/next/intro/' },
    { name: '1.0', label: '1.0', href: '/docs/intro/' },
  ],
};

test('a left version menu carries its version for the bar and "Versions" for the drawer', () => {
  const html = renderToStaticMarkup(<NavbarVersionMenu menu={menu} label="Versions" barLabel="1.0" />);
  assert.match(
    html,
    /<summary class="navbar-link"><span class="version-menu-bar-label">1\.0<\/span><span class="version-menu-drawer-label">Versions<\/span><\/summary>/,
  );
  const css = fs.readFileSync('app/globals.css', 'utf8');
  assert.match(
    css,
    /\.version-menu-drawer-label,\s*html\[data-menu='open'\] \.navbar-drawer \.version-menu-bar-label \{\s*display: none;/,
  );
  assert.match(css, /html\[data-menu='open'\] \.navbar-drawer \.version-menu-drawer-label \{\s*display: inline;/);
});

test('a right version menu has one label per copy, as before', () => {
  const html = renderToStaticMarkup(<NavbarVersionMenu menu={menu} label="1.0" className="navbar-item" />);
  assert.match(html, /<summary class="navbar-link">1\.0<\/summary>/);
});

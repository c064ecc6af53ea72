'use client';

import dynamic from 'next/dynamic';

/**
 * The version menu and the latest-version link in a chunk of their own, loaded only by the docs pages that show
 * them (a site without versions never loads it): the site is one catch-all route, so a client module imported
 * directly would load on every page.
 */
export const VersionDropdown = dynamic(() => import('./version-dropdown.client').then((m) => m.VersionDropdown));
export const PreferredVersionLink = dynamic(() => import('./version-dropdown.client').then((m) => m.PreferredVersionLink));

'use client';

import dynamic from 'next/dynamic';

/**
 * The search page's form and results in a chunk of their own, loaded only by the search page: the site is one
 * catch-all route, so a client module imported directly would load on every page. Rendered on the server too, so
 * the heading and the field paint before scripts run.
 */
export const SearchPageContent = dynamic(() => import('./search-page.client').then((m) => m.SearchPageContent));

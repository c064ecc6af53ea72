/**
 * The locale of the page being rendered, in React's per-request cache: a page's render names it first
 * (`setPageLocale`, lib/i18n/index.ts), and whatever renders inside it on the server reads it, so concurrent
 * renders in one process do not mix. Client-safe (no files): components that render on both sides read it on
 * the server; in the browser, and in the server render of client components, `cache` keeps nothing and the
 * locale is `undefined` (the site's default), so they take it from their parent instead.
 */
import { cache } from 'react';

export const renderLocale = cache((): { locale: string | undefined } => ({ locale: undefined }));

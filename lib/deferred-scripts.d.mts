/** The attribute of the loader's `<script>` (and the mark of a page rewritten already). */
export const DEFERRED_SCRIPTS_ATTRIBUTE: string;
/** The page with Next's script tags replaced by a loader that inserts them after the first contentful paint. */
export function deferScripts(html: string): string | undefined;
/** The page as post-processing leaves it, whether or not it has been rewritten yet. */
export function withDeferredScripts(html: string): string;
/** The scripts a rewritten page's loader inserts (none for a page without it). */
export function deferredScriptSources(html: string): string[];

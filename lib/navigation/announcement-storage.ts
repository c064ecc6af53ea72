/**
 * Whether a reader closed the announcement bar, kept as Docusaurus keeps it (theme-common's `announcementBar`
 * context): `docusaurus.announcement.dismiss` is `"true"` and `docusaurus.announcement.id` names the announcement
 * closed. The same keys, so a reader who closed it on the site's Docusaurus build finds it closed here; a new `id`
 * shows the bar again. Plain code, for the inline script and the close button alike.
 */

const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';

/** Marks the page's bar closed (`<html data-announcement-dismissed>`, which hides it: app/globals.css) and remembers it. */
export function dismissAnnouncementBar(id: string): void {
  document.documentElement.dataset.announcementDismissed = '';
  try {
    localStorage.setItem(ID_KEY, id);
    localStorage.setItem(DISMISS_KEY, 'true');
  } catch {
    // Storage refused (private mode, quota): closed for this page only.
  }
}

/** Runs before the bar's markup: a bar the reader closed is hidden before the first paint (no flash, no shift). */
function hideDismissed(id: string, keys: [string, string]): void {
  try {
    if (localStorage.getItem(keys[0]) === 'true' && localStorage.getItem(keys[1]) === id) {
      document.documentElement.dataset.announcementDismissed = '';
    }
  } catch {
    // No storage: the bar shows.
  }
}

/** The inline script that hides the bar `id` when the reader closed it. */
export const announcementDismissedScript = (id: string): string =>
  `(${hideDismissed.toString()})(${JSON.stringify(id)},${JSON.stringify([DISMISS_KEY, ID_KEY])})`.replace(/</g, '\\u003c');

/**
 * A navbar whose items do not fit on one line of a wide screen (many items, long labels) folds them into the drawer
 * behind the menu button, as a narrow screen does (app/globals.css, `html[data-navbar='collapsed']`), instead of
 * running off the screen. Docusaurus lets such a bar wrap below itself and over the page (Infima's
 * `.navbar__inner { flex-wrap: wrap }` under a fixed height); here every item stays reachable and the bar keeps
 * its height. Self-contained functions: the navbar runs the script inline, right after its markup, so a folded
 * bar is folded from the start (no layout shift); the menu button runs `fitNavbar` again after a navigation.
 *
 * The parser may paint what it has before it reaches that script (a busy phone's parser yields between chunks):
 * a bar painted unfolded and folded a frame later moves its brand and items. So a one-line script before the
 * bar marks it pending (`html[data-navbar='pending']`, hidden: a hidden bar that appears is no layout shift), and
 * the fit replaces the mark. Without scripts neither runs and the bar shows as the CSS lays it out.
 */

/** The inline script that runs before the navbar's markup. */
export const NAVBAR_PENDING_SCRIPT = "document.documentElement.dataset.navbar='pending'";

/** Folds the navbar's items into the drawer when the bar, with them in place, is wider than the screen. */
export function fitNavbar(): void {
  const root = document.documentElement;
  const bar = document.querySelector('.navbar-inner');
  if (!bar) return;
  // Measured with the items in the bar (and no longer pending); both changes happen before the next paint, which
  // shows one of them.
  delete root.dataset.navbar;
  if (bar.scrollWidth > bar.clientWidth + 1) root.dataset.navbar = 'collapsed';
}

/** Fits the navbar now, when the window's width changes, and once the fonts have loaded (labels change width). */
function navbarFitScript(fit: () => void): void {
  fit();
  let frame = 0;
  addEventListener('resize', () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(fit);
  });
  if (document.fonts) void document.fonts.ready.then(fit);
}

/** The inline script that runs right after the navbar's markup. */
export const NAVBAR_FIT_SCRIPT = `(${navbarFitScript.toString()})(${fitNavbar.toString()})`;

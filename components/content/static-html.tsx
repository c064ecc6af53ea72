import { registerStaticHtml } from '@/lib/navigation/static-html';
import { withBase } from '@/lib/routes';
import { StaticHtml, type BlockElement } from './static-html.client';

/**
 * A block of finished HTML (`slot`, unique on the page at `href`) that the page's markup carries and its RSC
 * payload does not: the payload holds only the block's address (see lib/navigation/static-html.ts).
 */
export function HtmlBlock({
  href,
  slot,
  html,
  className,
  as,
}: {
  href: string;
  slot: string;
  html: string;
  className?: string;
  as?: BlockElement;
}) {
  const page = withBase(href);
  // `next dev`: the payload carries the HTML, so that an edit shows in the open page (Fast Refresh renders the
  // new payload; the block's address alone would not change).
  if (process.env.NODE_ENV === 'development') return <StaticHtml className={className} page={page} slot={slot} html={html} as={as} />;
  registerStaticHtml(page, slot, html);
  return <StaticHtml className={className} page={page} slot={slot} as={as} />;
}

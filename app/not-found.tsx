import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { notFoundTitle } from '@/lib/navigation/html-blocks';

export const metadata: Metadata = { title: notFoundTitle() };

/**
 * The root layout's not-found boundary: every page's payload holds it, so it is the bare block. The exported
 * 404.html is app/global-not-found.tsx, with the page shell.
 */
export default function NotFound() {
  return <NotFoundView />;
}

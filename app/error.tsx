'use client';

import { LoadError } from '@/components/layout/load-error.client';

/** Error boundary of every page: a failed chunk or payload shows a message with Retry, never a blank page. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  return <LoadError error={error} />;
}

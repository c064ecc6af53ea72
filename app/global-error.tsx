'use client';

import { LoadError } from '@/components/layout/load-error.client';

/** Last-resort boundary when the root layout itself fails. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="zh-CN">
      <body>
        <main id="main">
          <LoadError error={error} />
        </main>
      </body>
    </html>
  );
}

'use client';

import { LoadError } from '@/components/layout/load-error.client';

/** Last-resort boundary when the root layout itself fails. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang={process.env.MYBLOG_HTML_LANG} dir={process.env.MYBLOG_HTML_DIR}>
      <body>
        <main id="main">
          <LoadError error={error} />
        </main>
      </body>
    </html>
  );
}

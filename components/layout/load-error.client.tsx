'use client';

import { useState } from 'react';
import { DelayedSpinner } from '@/components/ui/delayed-spinner.client';
import type { LoadErrorStrings } from '@/lib/i18n/client-strings';

/** The words, in the site's language (next.config.ts sets them: error boundaries get no server props). */
const strings = (): LoadErrorStrings | undefined =>
  process.env.MYBLOG_LOAD_ERROR_UI ? (JSON.parse(process.env.MYBLOG_LOAD_ERROR_UI) as LoadErrorStrings) : undefined;

/**
 * What a reader sees when a page's code or data could not be loaded (a chunk or route payload failed,
 * typically offline): a message and a Retry button that loads the page again.
 */
export function LoadError({ error }: { error: Error }) {
  const [retrying, setRetrying] = useState(false);
  const isChunk = /chunk|loading|fetch|network/i.test(`${error.name} ${error.message}`);
  const s = strings() ?? {
    title: 'This page crashed.',
    chunk: "The page's scripts or data did not load.",
    other: 'Something went wrong on this page.',
    check: ' Check your connection and try again.',
    retry: 'Try again',
    retrying: 'Loading...',
  };
  return (
    <div className="load-error" role="alert">
      <h1>{s.title}</h1>
      <p>
        {isChunk ? s.chunk : s.other}
        {s.check}
      </p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => {
          setRetrying(true);
          window.location.reload();
        }}
      >
        {s.retry}
      </button>
      {retrying ? <DelayedSpinner label={s.retrying} /> : null}
    </div>
  );
}

'use client';

import { useState } from 'react';
import { DelayedSpinner } from '@/components/ui/delayed-spinner.client';

/**
 * What a reader sees when a page's code or data could not be loaded (a chunk or route payload failed,
 * typically offline): a message and a Retry button that loads the page again.
 */
export function LoadError({ error }: { error: Error }) {
  const [retrying, setRetrying] = useState(false);
  const isChunk = /chunk|loading|fetch|network/i.test(`${error.name} ${error.message}`);
  return (
    <div className="load-error" role="alert">
      <h1>页面加载失败</h1>
      <p>{isChunk ? '页面的脚本或数据没有加载成功，可能是网络暂时中断了。' : '页面出错了。'}请检查网络连接后重试。</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => {
          setRetrying(true);
          window.location.reload();
        }}
      >
        重试
      </button>
      {retrying ? <DelayedSpinner label="正在重新加载…" /> : null}
    </div>
  );
}

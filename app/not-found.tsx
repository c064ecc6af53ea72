import type { Metadata } from 'next';
import Link from 'next/link';
import { HtmlBlock } from '@/components/content/static-html';
import { sectionLinksHtml } from '@/lib/navigation/html-blocks';
import { homeHref } from '@/lib/routes';

export const metadata: Metadata = { title: '找不到页面' };

/** The not-found page (exported as 404.html). */
export default function NotFound() {
  return (
    <div className="not-found">
      <h1>找不到页面</h1>
      <p>我们没能找到你要的页面。它可能已被移动，或者链接有误。</p>
      <p>
        <Link href={homeHref()}>返回首页</Link>，或从下面的栏目开始：
      </p>
      {/* Every page's payload holds this view (the root layout's not-found boundary): the list is a block. */}
      <HtmlBlock href="/404.html" slot="sections" html={sectionLinksHtml()} />
    </div>
  );
}

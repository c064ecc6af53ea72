/** The home page's feature cards: one per doc section plus the blog, each pointing at a section by id. */
import type { DocSectionId } from './site';

/** A feature card. */
export interface FeatureCard {
  readonly title: string;
  /** Target: a doc section id, or `blog`. */
  readonly target: DocSectionId | 'blog';
  readonly description: string;
}

export const featureCards: readonly FeatureCard[] = [
  {
    title: 'JavaScript 基础',
    target: 'default',
    description:
      '从回调、Promise 到 async/await，把事件循环、宏任务与微任务的执行顺序讲透；再深入对象属性描述符、原型链与 Proxy 响应式。',
  },
  {
    title: 'JS 框架',
    target: 'js-docs',
    description:
      'React 的渲染与 Hooks、React Router 7 的数据路由，Vue 3 基于 Proxy 的响应式，Svelte 5 的编译器与 runes——比较它们各自的取舍。',
  },
  {
    title: 'CSS',
    target: 'css-docs',
    description:
      '层叠、优先级与盒模型，Flex、Grid 与容器查询布局，用自定义属性搭建设计令牌与深浅主题，以及 Less 与 UnoCSS 的工程化实践。',
  },
  {
    title: '构建工具',
    target: 'build-tools',
    description:
      'Webpack 的 loader 与 tapable 插件体系、Rollup 的 Tree Shaking、Vite 的原生 ESM 开发服务器——弄清模块图是怎样变成产物的。',
  },
  {
    title: '算法与数据结构',
    target: 'data-structure',
    description:
      '复杂度分析，数组、链表、栈、队列、哈希表、树、堆与图的 JavaScript 实现，以及它们在虚拟 DOM、撤销栈和 LRU 缓存中的用法。',
  },
  {
    title: '阅读',
    target: 'reading',
    description: '《你不知道的 JavaScript》与《重构》的读书笔记：逐章摘要、示例代码与可以直接用在项目里的结论。',
  },
  {
    title: '博客',
    target: 'blog',
    description: '性能监控、移动端调试、Node.js 排错、动画性能与开发环境配置——来自日常项目的实践记录。',
  },
];

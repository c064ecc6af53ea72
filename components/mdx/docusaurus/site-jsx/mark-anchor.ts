import { UNCHECKED_ANCHOR_ATTRIBUTE } from '@/lib/unchecked-anchor';

/** A plain `<a>`'s props with the unchecked-link mark (lib/unchecked-anchor.ts); any other element's as given. */
export function markPlainAnchor<P>(type: unknown, props: P): P {
  return type === 'a' ? { ...props, [UNCHECKED_ANCHOR_ATTRIBUTE]: '' } : props;
}

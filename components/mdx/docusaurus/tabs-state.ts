/**
 * The logic of Docusaurus's `<Tabs>` (theme-common's tabsUtils) as pure functions: tab values from the
 * `values` prop or the `<TabItem>` children, the default tab, the localStorage and query-string keys of a
 * `groupId`, which stored choice applies, and keyboard focus moves. The component (tabs.client.tsx) only wires
 * these to React and the browser.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

/** One tab: from `<Tabs values>` or from a `<TabItem>`'s props. */
export interface TabValue {
  readonly value: string;
  readonly label?: string;
  readonly attributes?: Readonly<Record<string, unknown>>;
  readonly default?: boolean;
}

/** The children of `<Tabs>` without the whitespace text MDX can leave between `<TabItem>`s. */
export function sanitizeTabsChildren(children: ReactNode): ReactNode[] {
  return Children.toArray(children).filter((child) => !(typeof child === 'string' && child.trim() === ''));
}

function hasValueProp(child: ReactElement): child is ReactElement<TabValue> {
  const props = child.props as unknown;
  return !!props && typeof props === 'object' && 'value' in props;
}

/** The `value` prop of a `<TabItem>`-like child, if it has one. */
export function childValue(child: ReactNode): string | undefined {
  return isValidElement(child) && hasValueProp(child) ? child.props.value : undefined;
}

function childName(child: ReactNode): string {
  if (isValidElement(child)) {
    const type = child.type as string | { displayName?: string; name?: string };
    return typeof type === 'string' ? type : (type.displayName ?? type.name ?? 'Unknown');
  }
  return typeof child;
}

/** Tab values read from `<TabItem>` children; throws Docusaurus's error for a child without a `value` prop. */
export function tabValuesFromChildren(children: ReactNode): TabValue[] {
  return sanitizeTabsChildren(children).map((child) => {
    if (!isValidElement(child) || !hasValueProp(child)) {
      throw new Error(
        `Docusaurus error: Bad <Tabs> child <${childName(child)}>: all children of the <Tabs> component should be <TabItem>, and every <TabItem> should have a unique "value" prop.\nIf you do not want to pass on a "value" prop to the direct children of <Tabs>, you can also pass an explicit <Tabs values={...}> prop.`,
      );
    }
    const { value, label, attributes, default: isDefault } = child.props;
    return { value, label, attributes, default: isDefault };
  });
}

/** Throws Docusaurus's error when two tabs share a value (each repeat is listed, as Docusaurus does). */
export function ensureNoDuplicateValue(values: readonly TabValue[]): void {
  const repeats = values.filter((v, i) => values.findIndex((other) => other.value === v.value) !== i);
  if (repeats.length > 0) {
    throw new Error(
      `Docusaurus error: Duplicate values "${repeats.map((v) => `'${v.value}'`).join(', ')}" found in <Tabs>. Every value needs to be unique.`,
    );
  }
}

/** The tabs of a `<Tabs>`: its `values` prop, or its children's props; validated. */
export function getTabValues(values: readonly TabValue[] | undefined, children: ReactNode): readonly TabValue[] {
  const result = values ?? tabValuesFromChildren(children);
  ensureNoDuplicateValue(result);
  return result;
}

/** True when `value` is one of the tabs. */
export const isValidValue = (value: string | null | undefined, tabValues: readonly TabValue[]): value is string =>
  tabValues.some((t) => t.value === value);

/** The tab selected before any stored choice applies: `defaultValue`, else the `default` TabItem, else the first. */
export function getInitialValue(defaultValue: string | null | undefined, tabValues: readonly TabValue[]): string {
  if (tabValues.length === 0) {
    throw new Error('Docusaurus error: the <Tabs> component requires at least one <TabItem> children component');
  }
  if (defaultValue) {
    if (!isValidValue(defaultValue, tabValues)) {
      throw new Error(
        `Docusaurus error: The <Tabs> has a defaultValue "${defaultValue}" but none of its children has the corresponding value. Available values are: ${tabValues.map((t) => t.value).join(', ')}. If you intend to show no default tab, use defaultValue={null} instead.`,
      );
    }
    return defaultValue;
  }
  return (tabValues.find((t) => t.default) ?? tabValues[0]!).value;
}

/** The localStorage key of a tab group (`docusaurus.tab.<groupId>`), or null without a group. */
export const getStorageKey = (groupId: string | undefined): string | null => (groupId ? `docusaurus.tab.${groupId}` : null);

/** The search param of `queryString` (`true` means the groupId), or null when the choice is not in the URL. */
export function getQueryStringKey({
  queryString = false,
  groupId,
}: {
  queryString?: string | boolean;
  groupId?: string;
}): string | null {
  if (typeof queryString === 'string') return queryString;
  if (queryString === false) return null;
  if (!groupId) {
    throw new Error(
      'Docusaurus error: The <Tabs> component groupId prop is required if queryString=true, because this value is used as the search param name. You can also provide an explicit value such as queryString="my-search-param".',
    );
  }
  return groupId;
}

/** The stored choice that applies to these tabs: the query string's, else localStorage's, when it is one of them. */
export function pickSyncedValue(
  queryValue: string | null,
  storageValue: string | null,
  tabValues: readonly TabValue[],
): string | null {
  const value = queryValue ?? storageValue;
  return isValidValue(value, tabValues) ? value : null;
}

/** A location search string with `key` set to `value` (other params kept). */
export function withSearchParam(search: string, key: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(key, value);
  return `?${params.toString()}`;
}

/** The tab index a key moves focus to (Arrow keys wrap around, Home/End jump), or null for other keys. */
export function focusIndexForKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return current + 1 < count ? current + 1 : 0;
    case 'ArrowLeft':
      return current > 0 ? current - 1 : count - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

'use client';

import {
  cloneElement,
  isValidElement,
  useId,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from './class-names';
import type { TabItemProps } from './tab-item.client';
import {
  childValue,
  focusIndexForKey,
  getInitialValue,
  getQueryStringKey,
  getStorageKey,
  getTabValues,
  isValidValue,
  pickSyncedValue,
  sanitizeTabsChildren,
  withSearchParam,
  type TabValue,
} from './tabs-state';

/** Props of `@theme/Tabs`. */
export interface TabsProps {
  readonly children: ReactNode;
  readonly values?: readonly TabValue[];
  readonly defaultValue?: string | null;
  /** Tabs with the same groupId switch together and remember the choice (localStorage `docusaurus.tab.<groupId>`). */
  readonly groupId?: string;
  /** Keep the choice in the URL: `true` uses `?<groupId>=`, a string names the search param. */
  readonly queryString?: string | boolean;
  /** Accepted and ignored: every panel is in the static HTML (for search and without JavaScript). */
  readonly lazy?: boolean;
  readonly block?: boolean;
  readonly className?: string;
}

// Tabs on the same page hear each other's choices through this event, other browser tabs through `storage`.
const CHANGE_EVENT = 'docusaurus-tabs-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

function readStorage(key: string | null): string | null {
  if (!key) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (privacy settings): the choice is not remembered
  }
}

const readQuery = (key: string | null): string | null => (key ? new URLSearchParams(window.location.search).get(key) : null);

function storeChoice(storageKey: string | null, queryKey: string | null, value: string): void {
  if (storageKey) {
    try {
      window.localStorage.setItem(storageKey, value);
    } catch {
      // Full or disabled storage: the choice still applies on this page.
    }
  }
  if (queryKey) {
    // Next.js keeps its router state when replaceState gets null (its documented way to update the URL).
    window.history.replaceState(null, '', withSearchParam(window.location.search, queryKey, value) + window.location.hash);
  }
  if (storageKey || queryKey) window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Keeps the clicked tab where it is on screen when other Tabs of its group above it change height. */
function keepInPlace(element: HTMLElement): void {
  const top = element.getBoundingClientRect().top;
  requestAnimationFrame(() => {
    const shift = element.getBoundingClientRect().top - top;
    if (shift !== 0) window.scrollBy(0, shift);
  });
}

function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>): void {
  const tabs = [...(event.currentTarget.parentElement?.querySelectorAll<HTMLElement>(':scope > [role="tab"]') ?? [])];
  const next = focusIndexForKey(event.key, tabs.indexOf(event.currentTarget), tabs.length);
  if (next === null) return;
  event.preventDefault();
  tabs[next]?.focus();
}

// Every panel is in the server HTML (inactive ones `hidden`), which shows the default tab: a stored or URL choice
// can only be known in the browser, so it is restored after hydration. As in Docusaurus, arrow keys (and Home/End)
// move focus and Enter/Space select.
/** `@theme/Tabs`: a tab list over `<TabItem>` panels, synced by `groupId` through localStorage and the query string. */
export default function Tabs({
  children,
  values,
  defaultValue,
  groupId,
  queryString = false,
  block = false,
  className,
}: TabsProps) {
  const items = sanitizeTabsChildren(children);
  const tabValues = getTabValues(values, items);
  const initialValue = getInitialValue(defaultValue, tabValues);
  const storageKey = getStorageKey(groupId);
  const queryKey = getQueryStringKey({ queryString, groupId });
  const baseId = useId();

  const [chosen, setChosen] = useState(initialValue);
  const synced = useSyncExternalStore(
    subscribe,
    () => pickSyncedValue(readQuery(queryKey), readStorage(storageKey), tabValues),
    () => null,
  );
  // A stored choice (after hydration, or made in another Tabs of the group) overrides this Tabs' own choice when it changes.
  const [lastSynced, setLastSynced] = useState<string | null>(null);
  if (synced !== lastSynced) {
    setLastSynced(synced);
    if (synced !== null) setChosen(synced);
  }
  const selectedValue = isValidValue(chosen, tabValues) ? chosen : initialValue;

  const select = (value: string, tab: HTMLElement) => {
    if (value === selectedValue) return;
    keepInPlace(tab);
    setChosen(value);
    storeChoice(storageKey, queryKey, value);
  };

  const panelValues = new Set(items.map(childValue));
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div className="tabs-container">
      <div role="tablist" aria-orientation="horizontal" className={cx('tabs', block && 'tabs--block', className)}>
        {tabValues.map(({ value, label, attributes }, index) => {
          const selected = value === selectedValue;
          const { className: attributeClass, ...rest } = (attributes ?? {}) as Record<string, unknown>;
          return (
            <button
              key={value}
              type="button"
              {...rest}
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={panelValues.has(value) ? panelId(index) : undefined}
              tabIndex={selected ? 0 : -1}
              className={cx('tabs__item', selected && 'tabs__item--active', attributeClass)}
              onClick={(event) => select(value, event.currentTarget)}
              onKeyDown={onTabKeyDown}
            >
              {label ?? value}
            </button>
          );
        })}
      </div>
      <div className="tabs-panels">
        {items.map((child) => {
          const value = childValue(child);
          if (!isValidElement(child) || value === undefined) return child;
          const index = tabValues.findIndex((t) => t.value === value);
          return cloneElement(child as ReactElement<TabItemProps>, {
            hidden: value !== selectedValue,
            ...(index >= 0 && { id: panelId(index), 'aria-labelledby': tabId(index) }),
          });
        })}
      </div>
    </div>
  );
}

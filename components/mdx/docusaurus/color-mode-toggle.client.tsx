'use client';

import { ThemeToggleButton } from '@/components/layout/theme-toggle.client';
import { mdxUi } from '@/lib/i18n/mdx-ui';
import { useColorMode } from './theme-common.client';
import { docusaurusLocale } from './use-base-url';

/** Props of `@theme/ColorModeToggle` (Docusaurus's: the mode it shows and what to call to change it). */
export interface ColorModeToggleProps {
  readonly className?: string;
  readonly buttonClassName?: string;
  readonly value?: 'light' | 'dark' | null;
  readonly onChange?: (mode: 'light' | 'dark') => void;
}

/**
 * `@theme/ColorModeToggle`: the navbar's colour switch, for a page that puts one of its own. It shows `value` and
 * calls `onChange` with the other mode, as Docusaurus's does; without them, it shows and switches the page's mode.
 * Its name is in the page's language.
 */
export default function ColorModeToggle({ className, buttonClassName, value, onChange }: ColorModeToggleProps) {
  const page = useColorMode();
  const ui = mdxUi(docusaurusLocale());
  const mode = value ?? page.colorMode;
  const other = mode === 'dark' ? 'light' : 'dark';
  const label = ui.colorModeToggle.replace('{mode}', mode === 'dark' ? ui.colorModeDark : ui.colorModeLight);
  return (
    <div className={className ? `color-mode-toggle ${className}` : 'color-mode-toggle'}>
      <ThemeToggleButton label={label} className={buttonClassName} onClick={() => (onChange ?? page.setColorMode)(other)} />
    </div>
  );
}

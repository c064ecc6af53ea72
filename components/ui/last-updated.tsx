import { formatDate } from '@/lib/format';
import { t } from '@/lib/i18n';

/** "Last updated on <date>" in Docusaurus's wording of the site's language (`theme.lastUpdated.*`). */
export function LastUpdated({ date }: { date: string }) {
  const time = (
    <time key="date" dateTime={date}>
      {formatDate(date)}
    </time>
  );
  const atDate = <span key="at">{t.parts('theme.lastUpdated.atDate', { date: time })}</span>;
  return <>{t.parts('theme.lastUpdated.lastUpdatedAtBy', { atDate, byUser: '' })}</>;
}

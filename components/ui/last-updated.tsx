import { formatDate } from '@/lib/format';
import { t } from '@/lib/i18n';

/**
 * "Last updated on <date> by <author>" in Docusaurus's wording of the site's language (`theme.lastUpdated.*`):
 * either part left out when not given, as Docusaurus's LastUpdated does.
 */
export function LastUpdated({ date, author }: { date?: string; author?: string }) {
  const time = date ? (
    <time key="date" dateTime={date}>
      {formatDate(date)}
    </time>
  ) : null;
  const atDate = time ? <span key="at">{t.parts('theme.lastUpdated.atDate', { date: time })}</span> : '';
  const user = (
    <span key="user" className="last-updated-author">
      {author}
    </span>
  );
  const byUser = author ? <span key="by">{t.parts('theme.lastUpdated.byUser', { user })}</span> : '';
  return <>{t.parts('theme.lastUpdated.lastUpdatedAtBy', { atDate, byUser })}</>;
}

/** A page's "Edit this page" link and its last-updated line, each when it has one (docs and posts alike). */
export function EditAndLastUpdated({ editUrl, date, author }: { editUrl?: string; date?: string; author?: string }) {
  return (
    <>
      {editUrl ? (
        <a className="edit-link" href={editUrl}>
          {t('theme.common.editThisPage')}
        </a>
      ) : null}
      {date || author ? (
        <span className="last-updated">
          <LastUpdated date={date} author={author} />
        </span>
      ) : null}
    </>
  );
}

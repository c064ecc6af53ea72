/** The home page's feature cards: configured, else one per internal navbar link (doc sections and blogs). */
import { siteConfig } from '../../config/site';
import { isNavbarLink } from '../../config/schema';
import { getDoc } from '../content/queries';
import { externalUrlOf, getNavbarLinks, resolveLink, type ResolvedLink } from './navbar';

/** A feature card. */
export interface HomeCard extends ResolvedLink {
  readonly description?: string;
}

/** The cards of the home page, in order; the first is the hero's "start reading" target. */
export function getHomeCards(locale?: string): HomeCard[] {
  const features = siteConfig.home.features;
  if (features) return features.map((f, i) => ({ ...resolveLink(f, `home.features[${i}]`, locale), description: f.description }));
  return getNavbarLinks(locale)
    .left.filter((l) => !l.external)
    .map((link, i) => {
      const item = siteConfig.navbar.items
        .filter(isNavbarLink)
        .filter((it) => it.position === 'left' && externalUrlOf(it) === undefined)[i];
      const doc = item?.docsId !== undefined && item.docId !== undefined ? getDoc(item.docsId, item.docId) : undefined;
      return { ...link, description: doc?.description };
    });
}

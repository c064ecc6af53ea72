import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RoutePage } from '@/components/route-page';
import { setPageLocale } from '@/lib/i18n';
import { PageUrlTags } from '@/components/layout/page-url-tags';
import { routeMetadata, routeUrls } from '@/lib/metadata';
import { decodeParam, getBuildSegments, hrefOfSegments, localeOfRoute, resolveHref } from '@/lib/route-table';

type Props = { params: Promise<{ path?: string[] }> };

export const dynamicParams = false;

export const generateStaticParams = () => getBuildSegments().map((path) => ({ path }));

async function hrefOf(params: Props['params']): Promise<string> {
  return hrefOfSegments(((await params).path ?? []).map(decodeParam));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const href = await hrefOf(params);
  const route = resolveHref(href);
  if (!route) return {};
  setPageLocale(localeOfRoute(route));
  return routeMetadata(route, href);
}

/** Every page of the site: the route table says what each URL shows. */
export default async function Page({ params }: Props) {
  const href = await hrefOf(params);
  const route = resolveHref(href);
  if (!route) notFound();
  setPageLocale(localeOfRoute(route));
  return (
    <>
      <PageUrlTags urls={routeUrls(route, href)} />
      <RoutePage route={route} />
    </>
  );
}

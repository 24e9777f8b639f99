import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteFrame } from '../components/layout/site-frame';
import { NotFoundPage } from '../components/layout/not-found-page';
import { businessJsonLd, jsonLdScript } from '../lib/seo';

/** The public site: header, footer and the business's structured data on every page. */
export const Route = createFileRoute('/_site')({
  head: ({ match }) => ({ scripts: businessJsonLd(match.context.siteUrl, match.context.business).map(jsonLdScript) }),
  component: () => (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  ),
  notFoundComponent: () => <NotFoundPage />,
});

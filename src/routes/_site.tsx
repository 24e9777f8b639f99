import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router';
import { SiteFrame } from '../components/layout/site-frame';
import { businessJsonLd, jsonLdScript } from '../lib/seo';
import { MantineScope } from '../lib/mantine-scope';
import { isLightPage } from '../lib/light-page';
import { WithBasketLink } from '../features/basket/basket-header-action';
import { RootNotFound } from './-root-screens';

/** The public site: header, footer and the business's structured data on every page. */
export const Route = createFileRoute('/_site')({
  head: ({ match }) => ({ scripts: businessJsonLd(match.context.siteUrl, match.context.business).map(jsonLdScript) }),
  component: SiteLayout,
  // A page's loader that finds nothing (an unknown service, article or category) renders in place
  // of this layout: the same 404 as an unknown address, in the site's frame.
  notFoundComponent: RootNotFound,
});

/** The frame is plain; a page that uses Mantine components is wrapped in Mantine's provider (decision 042). */
function SiteLayout() {
  const light = useMatches({ select: isLightPage });
  return (
    <WithBasketLink>
      <SiteFrame>{light ? <Outlet /> : <MantineScope>{<Outlet />}</MantineScope>}</SiteFrame>
    </WithBasketLink>
  );
}

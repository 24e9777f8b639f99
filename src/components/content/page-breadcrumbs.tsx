import { Link } from '@tanstack/react-router';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import classes from './content.module.css';

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The visible trail above a page's heading, Home first. It is given the same trail as the
 * route's `pageHead` breadcrumbs, so what people see and what search engines read agree.
 */
export function PageBreadcrumbs({ trail }: { trail: Crumb[] }) {
  const crumbs = [{ name: 'Home', path: '/' }, ...trail];
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator="›" separatorMargin={6} className={classes.breadcrumbs}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.path} component="span" size="sm" aria-current="page" className={classes.breadcrumbCurrent}>
              {crumb.name}
            </Text>
          ) : (
            // exact: a parent crumb is not "the current page" (which the router would otherwise mark).
            <Anchor key={crumb.path} component={Link} to={crumb.path} activeOptions={{ exact: true }} size="sm">
              {crumb.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import type { CSSProperties } from 'react';
import { Anchor, Box, rem, Text } from '#src/components/plain';
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
      {/* Mantine's Breadcrumbs markup (its classes), without its runtime (decision 042). */}
      <Box
        className={`${classes.breadcrumbs} m_8b3717df mantine-Breadcrumbs-root`}
        style={{ '--bc-separator-margin': rem(6) } as CSSProperties}
      >
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.path}>
            {index > 0 && <div className="m_3b8f2208 mantine-Breadcrumbs-separator">›</div>}
            {index === crumbs.length - 1 ? (
              <Text
                component="span"
                size="sm"
                aria-current="page"
                className={`m_f678d540 mantine-Breadcrumbs-breadcrumb ${classes.breadcrumbCurrent}`}
              >
                {crumb.name}
              </Text>
            ) : (
              // exact: a parent crumb is not "the current page" (which the router would otherwise mark).
              <Anchor
                component={Link}
                to={crumb.path}
                activeOptions={{ exact: true }}
                size="sm"
                className="m_f678d540 mantine-Breadcrumbs-breadcrumb"
              >
                {crumb.name}
              </Anchor>
            )}
          </Fragment>
        ))}
      </Box>
    </nav>
  );
}

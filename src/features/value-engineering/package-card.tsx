import type { ReactNode } from 'react';
import { Badge, Group, Text, Title } from '#src/components/plain';
import { formatPrice } from '#content/packages';
import type { VePackage } from '#server/modules/value-engineering/value-engineering.service';
import { CheckList } from '#src/components/content/content-section';
import classes from './package-card.module.css';

/** What a card shows of a package (from the packages table). */
export type PackageView = Pick<
  VePackage,
  'id' | 'name' | 'priceCents' | 'granite' | 'style' | 'summary' | 'includes'
> & {
  image: { src: string; alt: string };
};

interface PackageCardProps {
  pkg: PackageView;
  headingOrder?: 2 | 3;
  /** Show the full "what is included" list (the packages page) or only the summary. */
  withIncludes?: boolean;
  /** A button or link at the foot of the card, e.g. "Add to basket" or "Ask about this package". */
  action?: ReactNode;
}

/** One value-engineering package: picture, name, price, the guarantee, and what it includes. */
export function PackageCard({ pkg, headingOrder = 3, withIncludes = false, action }: PackageCardProps) {
  const headingId = `package-${pkg.id}`;
  return (
    // The id is the target of links from the basket (/value-engineering/packages#<id>).
    <article id={pkg.id} className={classes.card} aria-labelledby={headingId}>
      <img
        src={pkg.image.src}
        alt={pkg.image.alt}
        width={480}
        height={360}
        loading="lazy"
        decoding="async"
        className={classes.picture}
      />
      <div className={classes.body}>
        <Group gap={6}>
          <Badge variant="light" color="brand" radius="sm">
            {pkg.granite}
          </Badge>
          <Badge variant="light" color="gray" radius="sm">
            {pkg.style}
          </Badge>
        </Group>
        <Title order={headingOrder} id={headingId} className={classes.name}>
          {pkg.name}
        </Title>
        <div>
          <Text className={classes.price}>{formatPrice(pkg.priceCents)}</Text>
          <Text className={classes.guarantee}>Final price guaranteed below this package price</Text>
        </div>
        <Text>{pkg.summary}</Text>
        {withIncludes ? (
          <div>
            <Text fw={700} mb={8}>
              What is included
            </Text>
            <CheckList items={pkg.includes} />
          </div>
        ) : null}
        {action ? <div className={classes.action}>{action}</div> : null}
      </div>
    </article>
  );
}

import { Link } from '@tanstack/react-router';
import { Text, Title } from '#src/components/plain';
import type { ServiceSummary } from '#content/services';
import classes from './service-card.module.css';

/** The illustration of a service (public/images/services). */
export function serviceIllustration(slug: string) {
  return { src: `/images/services/${slug}.svg`, width: 480, height: 360 };
}

interface ServiceCardProps {
  service: ServiceSummary;
  headingOrder?: 2 | 3;
}

/** A service with its picture and summary; the whole card links to the service's page. */
export function ServiceCard({ service, headingOrder = 3 }: ServiceCardProps) {
  const picture = serviceIllustration(service.slug);
  return (
    <article className={classes.card}>
      <img
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt=""
        loading="lazy"
        decoding="async"
        className={classes.picture}
      />
      <div className={classes.body}>
        <Title order={headingOrder} className={classes.title}>
          <Link to="/services/$slug" params={{ slug: service.slug }} className={classes.link}>
            {service.name}
          </Link>
        </Title>
        <Text>{service.summary}</Text>
        <Text className={classes.more} aria-hidden="true">
          Learn more ›
        </Text>
      </div>
    </article>
  );
}

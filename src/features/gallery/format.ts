import { AVAILABILITY_LABELS, type Availability } from '#server/modules/gallery/gallery-categories';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** "$2,450" for whole dollars, "$2,450.50" otherwise. */
export function formatPrice(priceCents: number): string {
  return priceCents % 100 === 0 ? dollars.format(priceCents / 100) : cents.format(priceCents / 100);
}

export const availabilityLabel = (availability: Availability) => AVAILABILITY_LABELS[availability];

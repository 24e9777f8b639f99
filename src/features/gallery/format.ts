import { AVAILABILITY_LABELS, type Availability } from '#server/modules/gallery/gallery-categories';

export { formatPrice } from '#content/format';

export const availabilityLabel = (availability: Availability) => AVAILABILITY_LABELS[availability];

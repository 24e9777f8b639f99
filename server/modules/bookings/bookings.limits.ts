import { getEnv } from '#server/env';
import { hashAddress, type RateLimitRule } from '../rate-limit/rate-limit.service';

/** The address is kept only as a hash (enough to count one sender's bookings). */
export function hashBookingIp(ip: string): string {
  return hashAddress('bookings', ip);
}

/** Bookings and moves one address may make per hour (BOOKING_LIMIT_PER_HOUR, default 10). */
export const bookingRateLimit = (ipHash: string): RateLimitRule => ({
  key: `booking:${ipHash}`,
  limit: getEnv().BOOKING_LIMIT_PER_HOUR,
  windowMs: 60 * 60 * 1000,
});

import { useId } from 'react';

interface StarRatingProps {
  value: number;
  best?: number;
  size?: number;
}

/**
 * Five stars filled to the rating (4.9 fills the fifth star nine tenths), read out as
 * "Rated 4.9 out of 5".
 */
export function StarRating({ value, best = 5, size = 20 }: StarRatingProps) {
  const id = useId();
  return (
    <span role="img" aria-label={`Rated ${value} out of ${best}`} style={{ display: 'inline-flex', gap: 2 }}>
      {Array.from({ length: best }, (_, index) => {
        const fill = Math.max(0, Math.min(1, value - index));
        const gradientId = `${id}-star-${index}`;
        return (
          <svg key={index} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <defs>
              <linearGradient id={gradientId}>
                <stop offset={fill} stopColor="#a86d18" />
                <stop offset={fill} stopColor="#e3e7ea" />
              </linearGradient>
            </defs>
            <path
              d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
              fill={`url(#${gradientId})`}
              stroke="#8f5c12"
              strokeWidth="1"
            />
          </svg>
        );
      })}
    </span>
  );
}

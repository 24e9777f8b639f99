/** A shopping-basket outline, drawn in the current text colour. Decorative. */
export function BasketIcon({ size = 24 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 10h14l-1.5 9.2a2 2 0 0 1-2 1.8h-7a2 2 0 0 1-2-1.8L5 10Z" />
      <path d="M3 10h18" />
      <path d="M8.5 10 11 4M15.5 10 13 4" />
      <path d="M10 14v3M14 14v3" />
    </svg>
  );
}

import { useBusiness } from '#src/lib/business';

/** The wordmark: an upright headstone outline beside the name. Inline so it never fails to load. */
export function Logo() {
  const business = useBusiness();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.6rem' }}>
      <svg width="30" height="36" viewBox="0 0 30 36" aria-hidden="true" focusable="false">
        <path d="M4 34V13C4 6.9 8.9 2 15 2s11 4.9 11 11v21z" fill="currentColor" opacity="0.9" />
        <rect x="1" y="32" width="28" height="4" rx="1" fill="currentColor" />
        <path d="M15 9v12M10 14h10" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}>
        <span style={{ fontFamily: 'Georgia, serif', fontWeight: 700, fontSize: '1.15rem' }}>{business.shortName}</span>
        <span style={{ fontSize: '0.75rem', color: '#555c63' }}>Since {business.foundedYear}</span>
      </span>
    </span>
  );
}

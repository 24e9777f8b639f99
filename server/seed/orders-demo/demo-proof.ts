import sharp from 'sharp';

/** The demo order's inscription, as staff would type it with the proof. */
export const DEMO_PROOF_LINES = [
  { kind: 'family_name' as const, text: 'WHITAKER' },
  { kind: 'given_names' as const, text: 'HAROLD JAMES' },
  { kind: 'date' as const, text: 'MARCH 4, 1941' },
  { kind: 'date' as const, text: 'JUNE 18, 2026' },
  { kind: 'epitaph' as const, text: 'FOREVER IN OUR HEARTS' },
];

/**
 * A proof drawing like a dealer's: the front elevation of a gray upright on its base, the
 * lettering laid out, the sizes and the granite noted. Drawn as SVG and rendered to PNG, so it
 * goes through the same checks as a staff upload.
 */
export const DEMO_PROOF_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1100" viewBox="0 0 1600 1100">
  <rect width="1600" height="1100" fill="#ffffff"/>
  <text x="60" y="80" font-family="sans-serif" font-size="30" fill="#333">DESIGN PROOF · ORDER MO-DEMO · VERSION 1</text>
  <text x="60" y="120" font-family="sans-serif" font-size="24" fill="#555">Georgia Gray granite · Upright 36" x 8" x 24" on base 42" x 14" x 6" · Polished front</text>
  <path d="M420 330 Q800 200 1180 330 L1180 860 L420 860 Z" fill="#c9c9c6" stroke="#444" stroke-width="4"/>
  <rect x="360" y="860" width="880" height="130" fill="#b5b5b1" stroke="#444" stroke-width="4"/>
  <path d="M560 400 q40 -40 80 0 q40 -40 80 0 l-80 90 z" fill="#8c8c88" transform="translate(180 -20)"/>
  <text x="800" y="560" font-family="serif" font-size="96" text-anchor="middle" fill="#1e1e1e" letter-spacing="6">WHITAKER</text>
  <text x="800" y="650" font-family="serif" font-size="52" text-anchor="middle" fill="#1e1e1e">HAROLD JAMES</text>
  <text x="800" y="720" font-family="serif" font-size="40" text-anchor="middle" fill="#1e1e1e">MARCH 4, 1941 – JUNE 18, 2026</text>
  <text x="800" y="800" font-family="serif" font-style="italic" font-size="36" text-anchor="middle" fill="#1e1e1e">FOREVER IN OUR HEARTS</text>
  <text x="60" y="1060" font-family="sans-serif" font-size="22" fill="#777">Demo drawing for the site's sample order. Check every name and date before approving.</text>
</svg>`;

/** The demo proof as the PNG a dealer would upload. */
export function demoProofPng(): Promise<Buffer> {
  return sharp(Buffer.from(DEMO_PROOF_SVG)).png().toBuffer();
}

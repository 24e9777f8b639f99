// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderUi } from '#tests/support/render-ui';
import { FamilyDesign, familyDesignLinks, svgDataUrl } from './family-design';

afterEach(cleanup);

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 24"><title>Serpentine upright – “ELLIS”</title>' +
  '<script>alert(1)</script><path d="M0 0h36v24H0z"/></svg>';

describe("a family's design for staff", () => {
  it('is an image address holding the SVG byte for byte, whatever its characters', () => {
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const decoded = new TextDecoder().decode(
      Uint8Array.from(atob(url.slice('data:image/svg+xml;base64,'.length)), (c) => c.charCodeAt(0)),
    );
    expect(decoded).toBe(svg);
    // A large drawing (granite photos embedded) is encoded in slices, not one call per byte.
    const large = `<svg>${'x'.repeat(300_000)}</svg>`;
    expect(svgDataUrl(large).length).toBeGreaterThan(400_000);
  });

  it('shows the drawing as a picture, never as markup, with its words, estimate and files', async () => {
    await renderUi(
      <FamilyDesign
        design={{
          reference: 'KMNP-QRST',
          svg,
          description: 'Serpentine upright, 36 by 24 inches.',
          range: '$3,450 to $3,980',
        }}
      />,
      { path: '/admin/quote-requests/x' },
    );
    const img = await screen.findByRole('img', { name: "Drawing of the family's design KMNP-QRST" });
    expect(img.getAttribute('src')).toBe(svgDataUrl(svg));
    expect(document.querySelector('svg title')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Serpentine upright, 36 by 24 inches.')).toBeTruthy();
    expect(screen.getByText('Estimate the family saw: $3,450 to $3,980')).toBeTruthy();
    const links = familyDesignLinks('KMNP-QRST');
    expect(screen.getByRole('link', { name: 'Design sheet (PDF)' }).getAttribute('href')).toBe(links.sheet);
    expect(links.sheet).toBe('/ai-tools/design-playground/KMNP-QRST/design-sheet.pdf');
    expect(screen.getByRole('link', { name: 'Picture (PNG)' }).getAttribute('href')).toBe(
      '/ai-tools/design-playground/KMNP-QRST/design.png',
    );
    expect(screen.getByRole('link', { name: 'Open the design' }).getAttribute('href')).toBe(
      '/ai-tools/design-playground/KMNP-QRST',
    );
  });
});

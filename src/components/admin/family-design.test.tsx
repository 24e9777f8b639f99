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

describe("a family's design and its cemetery, for staff", () => {
  const base = { reference: 'KMNP-QRST', svg, description: 'Upright, 36 by 42 inches.', range: null };
  const cemetery = {
    slug: 'rose-hill-ada',
    name: 'Rose Hill Cemetery',
    town: 'Ada',
    state: 'OK',
    section: 'Section B',
    findings: [
      {
        message:
          'Rose Hill Cemetery, section B allows upright monuments up to 36 in tall; yours is 42 in. Confirmed by phone with the cemetery office, March 2026.',
      },
    ],
    notes: ['Setting fee: $350.00, paid to the cemetery.'],
    confirmation: 'Confirmed by phone with the cemetery office, March 2026.',
  };

  it('names the cemetery and each rule the design breaks, in the words the family saw', async () => {
    await renderUi(<FamilyDesign design={{ ...base, cemetery }} />, { path: '/admin/quote-requests/x' });
    const region = await screen.findByTestId('family-design-cemetery');
    expect(region.textContent).toContain('Cemetery: Rose Hill Cemetery, Section B (Ada, OK)');
    expect(region.textContent).toContain('The design breaks one of its rules:');
    expect(region.textContent).toContain('up to 36 in tall; yours is 42 in.');
    expect(region.textContent).toContain('Setting fee: $350.00, paid to the cemetery.');
  });

  it('says when it fits, and when nothing could be checked', async () => {
    await renderUi(<FamilyDesign design={{ ...base, cemetery: { ...cemetery, findings: [] } }} />, {
      path: '/admin/quote-requests/x',
    });
    expect((await screen.findByTestId('family-design-cemetery')).textContent).toContain(
      'Fits the cemetery’s rules. Confirmed by phone',
    );
    cleanup();
    const notListed = { ...cemetery, slug: null, name: "St. Mary's", town: null, state: null, section: null };
    await renderUi(<FamilyDesign design={{ ...base, cemetery: { ...notListed, findings: [], notes: [] } }} />, {
      path: '/admin/quote-requests/x',
    });
    expect((await screen.findByTestId('family-design-cemetery')).textContent).toContain(
      "Cemetery: St. Mary'sNothing was checked",
    );
    cleanup();
    await renderUi(<FamilyDesign design={base} />, { path: '/admin/quote-requests/x' });
    await screen.findByTestId('family-design');
    expect(screen.queryByTestId('family-design-cemetery')).toBeNull();
  });
});

// @vitest-environment jsdom
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesignCheck } from '#server/modules/design/design.checks';
import { emFor } from '#server/modules/design/design.lettering';
import type { DesignOptions } from '#server/modules/design/design.options';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import { blankDesign } from '#server/modules/design/design.start';
import { DesignStage } from './design-stage';
import { fitView, viewBoxOf } from './stage-model';

vi.mock('@fontsource/cinzel/files/cinzel-latin-400-normal.woff2?url', () => ({ default: '/assets/cinzel.woff2' }));
vi.mock('@fontsource/montserrat/files/montserrat-latin-500-normal.woff2?url', () => ({
  default: '/assets/montserrat.woff2',
}));
vi.mock('@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2?url', () => ({
  default: '/assets/great-vibes.woff2',
}));
vi.mock('@fontsource/libre-baskerville/files/libre-baskerville-latin-400-normal.woff2?url', () => ({
  default: '/assets/libre-baskerville.woff2',
}));

const ARTWORK = '6f1c2a9e-8a55-4c1e-9d7e-3a2b1c0d9e8f';
const limits = { minSize: { length: 12, width: 4, height: 12 }, maxSize: { length: 72, width: 12, height: 48 } };
const options: DesignOptions = {
  kinds: [
    {
      kind: 'upright',
      label: 'Upright',
      limits,
      baseLimits: null,
      defaultSize: { widthIn: 36, heightIn: 24 },
      tops: ['flat', 'serpentine'],
    },
  ],
  granites: [
    { key: 'jet_black', name: 'Jet Black', tone: '#1b1b1b', photoHref: '/media/g/jet.webp', priceNote: 'Included' },
    { key: 'barre_gray', name: 'Barre Gray', tone: null, photoHref: null, priceNote: '+ about 5%' },
  ],
  finishes: ['v_cut', 'frosted'],
  emblems: [{ id: 'rose', name: 'Rose', group: 'Flowers' }],
  artworks: [{ id: ARTWORK, title: 'Mountain lake', src: '/media/art/lake.webp', alt: 'A mountain lake' }],
  priceListVersionId: 1,
  gate: false,
};

function startDesign(granite = 'jet_black'): DesignConfiguration {
  const design = blankDesign('upright', { widthIn: 36, heightIn: 24, granite });
  design.lettering[0]!.lines = ['SMITH'];
  design.art = [
    {
      id: 'rose',
      source: { kind: 'emblem', emblem: 'rose' },
      xIn: 6,
      yIn: 18,
      widthIn: 4,
      heightIn: 4,
      mirrored: true,
    },
    {
      id: 'lake',
      source: { kind: 'artwork', artworkId: ARTWORK },
      xIn: 30,
      yIn: 18,
      widthIn: 6,
      heightIn: 4,
      mirrored: false,
    },
    {
      id: 'photo',
      source: { kind: 'photo', uploadId: '0b8f3c1d-2e4a-4b6c-8d9e-1f2a3b4c5d6e', treatment: 'etched' },
      xIn: 18,
      yIn: 14,
      widthIn: 3,
      heightIn: 4,
      mirrored: false,
    },
  ];
  return design;
}

type Change = { next: DesignConfiguration; commit: boolean };

function Harness({
  initial,
  checks = [],
  changes,
}: {
  initial: DesignConfiguration;
  checks?: DesignCheck[];
  changes: Change[];
}) {
  const [design, setDesign] = useState(initial);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return (
    <>
      <output data-testid="selected">{selectedId ?? 'none'}</output>
      <DesignStage
        design={design}
        options={options}
        selectedId={selectedId}
        onSelect={setSelectedId}
        onChange={(next, how) => {
          changes.push({ next, commit: how.commit });
          setDesign(next);
        }}
        checks={checks}
        label="Flat-top upright, 36 by 24 inches, Jet Black."
      />
    </>
  );
}

// Animation frames run when the test says so (a drag's moves are coalesced to one a frame).
let frames: FrameRequestCallback[] = [];
const nextFrame = () =>
  act(() => {
    for (const callback of frames.splice(0)) callback(0);
  });

// The fit view of a 42 by 30 in scene is 45.36 by 33.36 in: drawn 453.6 px wide, 10 px an inch.
const FIT = fitView({ widthIn: 42, heightIn: 30 });
function stage(initial = startDesign(), checks: DesignCheck[] = []) {
  const changes: Change[] = [];
  const view = render(<Harness initial={initial} checks={checks} changes={changes} />);
  const svg = screen.getByRole('group', { name: /36 by 24 inches/ }) as unknown as SVGSVGElement;
  svg.getBoundingClientRect = () =>
    ({ left: 0, top: 0, x: 0, y: 0, width: 453.6, height: 333.6, right: 453.6, bottom: 333.6 }) as DOMRect;
  return { ...view, svg, changes };
}
/** Screen pixels of a scene point (inches). */
const px = (xIn: number, yIn: number) => ({ clientX: (xIn - FIT.xIn) * 10, clientY: (yIn - FIT.yIn) * 10 });

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the stage draws the design', () => {
  it('in true proportion, the granite’s photo clipped to the stone, lettering in its face at its height', () => {
    const { svg, container } = stage();
    expect(svg.getAttribute('viewBox')).toBe(viewBoxOf(FIT));
    const photo = container.querySelector('image[href="/media/g/jet.webp"]')!;
    expect(photo.getAttribute('clip-path')).toMatch(/^url\(#design-stage-/);
    expect(photo.getAttribute('width')).toBe('36');
    const smith = screen.getByText('SMITH');
    expect(smith.closest('g')!.getAttribute('font-family')).toBe("'Cinzel', serif");
    expect(Number(smith.closest('g')!.getAttribute('font-size'))).toBeCloseTo(emFor('roman', 3), 3);
    expect(Number(smith.getAttribute('x'))).toBeCloseTo(3 + 18, 3);
    expect(Number(smith.getAttribute('textLength'))).toBeGreaterThan(10);
  });

  it('draws a built-in emblem’s paths, a gallery artwork’s picture and a family photo from its private preview', () => {
    const { container } = stage();
    const rose = container.querySelector('[data-block="rose"]')!;
    expect(rose.querySelectorAll('path').length).toBeGreaterThan(2);
    expect(container.querySelector('[data-block="lake"] image')!.getAttribute('href')).toBe('/media/art/lake.webp');
    const photo = container.querySelector('[data-block="photo"]')!;
    expect(photo.querySelector('image')!.getAttribute('href')).toMatch(
      /^\/ai-tools\/design-playground\/photos\/[0-9a-f-]{36}\/etched\.jpg$/,
    );
  });

  it('shows a granite without a photo in a plain tone, and says so', () => {
    const { container } = stage(startDesign('barre_gray'));
    expect(container.querySelector('image[clip-path]')).toBeNull();
    expect(container.querySelector('path[fill="#8c8c88"]')).not.toBeNull();
    expect(screen.getByText(/Barre Gray is shown in a plain grey: we have no photo of it yet\./)).toBeTruthy();
  });

  it('names every block, and marks a block with a check in colour and in words', () => {
    const checks: DesignCheck[] = [
      { kind: 'margin', target: { block: 'dates' }, message: 'The dates are closer than 2 in to the edge.' },
    ];
    const { container } = stage(startDesign(), checks);
    const dates = screen.getByRole('button', { name: 'Dates: 1941 – 2024' });
    expect(dates.getAttribute('aria-description')).toBe('1 check: The dates are closer than 2 in to the edge.');
    expect(dates.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('button', { name: 'Rose emblem' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Artwork: Mountain lake' })).toBeTruthy();
    expect(container.querySelectorAll('[data-stage="checked"]')).toHaveLength(1);
  });
});

describe('on the server', () => {
  it('renders the drawing into the page’s HTML, before any script', () => {
    const html = renderToString(
      <DesignStage
        design={startDesign()}
        options={options}
        selectedId="name"
        onSelect={() => {}}
        onChange={() => {}}
        checks={[]}
        label="Flat-top upright, 36 by 24 inches, Jet Black."
      />,
    );
    expect(html).toContain(`viewBox="${viewBoxOf(FIT)}"`);
    expect(html).toContain('>SMITH</text>');
    expect(html).toContain('data-stage="selection"');
    // The granite's tone, not its photo: the photo is fetched once the page has hydrated, so it
    // does not go before the page's script on a slow network (the in-browser render above has it).
    expect(html).toContain('fill="#1b1b1b"');
    expect(html).not.toContain('/media/g/jet.webp');
  });
});

describe('the keyboard', () => {
  it('selects with Enter, nudges by 1/8 in and 1 in with Shift, lets go with Escape', () => {
    const { container, changes } = stage();
    const name = screen.getByRole('button', { name: 'Name: SMITH' });
    name.focus();
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(screen.getByTestId('selected').textContent).toBe('name');
    expect(name.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('[data-stage="selection"]')).not.toBeNull();
    fireEvent.keyDown(name, { key: 'ArrowRight' });
    fireEvent.keyDown(name, { key: 'ArrowDown', shiftKey: true });
    expect(changes.map((change) => change.commit)).toEqual([true, true]);
    expect(changes.at(-1)!.next.lettering[0]).toMatchObject({ xIn: 18.125, yIn: 3 + 1 });
    fireEvent.keyDown(name, { key: 'Escape' });
    expect(screen.getByTestId('selected').textContent).toBe('none');
    expect(container.querySelector('[data-stage="selection"]')).toBeNull();
  });

  it('removes the focused block with Delete or Backspace, and the focus goes to the next one', () => {
    const { changes } = stage();
    const dates = screen.getByRole('button', { name: 'Dates: 1941 – 2024' });
    dates.focus();
    fireEvent.keyDown(dates, { key: 'Delete' });
    expect(changes.at(-1)).toMatchObject({ commit: true });
    expect(changes.at(-1)!.next.lettering.map((block) => block.id)).toEqual(['name']);
    expect(screen.queryByRole('button', { name: /^Dates/ })).toBeNull();
    nextFrame();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rose emblem' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Backspace' });
    expect(changes.at(-1)!.next.art.map((block) => block.id)).toEqual(['lake', 'photo']);
  });
});

describe('dragging', () => {
  it('follows the pointer a frame at a time without an undo step, and commits once on release', () => {
    const { container, svg, changes } = stage();
    const rose = container.querySelector('[data-block="rose"]')!;
    fireEvent.pointerDown(rose, { pointerId: 1, pointerType: 'mouse', button: 0, ...px(3 + 6, 18) });
    expect(screen.getByTestId('selected').textContent).toBe('rose');
    fireEvent.pointerMove(svg, { pointerId: 1, pointerType: 'mouse', ...px(3 + 7, 18) });
    fireEvent.pointerMove(svg, { pointerId: 1, pointerType: 'mouse', ...px(3 + 9, 16) });
    expect(changes).toHaveLength(0);
    nextFrame();
    // Two moves, one frame: one change, at the last place.
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ commit: false });
    expect(changes[0]!.next.art[0]).toMatchObject({ xIn: 9, yIn: 16 });
    expect(rose.getAttribute('transform')).toBe('translate(3 -2)');
    fireEvent.pointerUp(svg, { pointerId: 1, pointerType: 'mouse', ...px(3 + 9, 16) });
    expect(changes.at(-1)).toMatchObject({ commit: true });
    expect(changes.at(-1)!.next.art[0]).toMatchObject({ xIn: 9, yIn: 16 });
    expect(changes.filter((change) => change.commit)).toHaveLength(1);
    expect(rose.getAttribute('transform')).toBeNull();
  });

  it('draws every frame but tells the page of the drag at most every 100 ms', () => {
    const clock = vi.spyOn(performance, 'now').mockReturnValue(1000);
    const { container, svg, changes } = stage();
    const rose = container.querySelector('[data-block="rose"]')!;
    fireEvent.pointerDown(rose, { pointerId: 6, pointerType: 'mouse', button: 0, ...px(9, 18) });
    for (const [ms, x] of [
      [1000, 10],
      [1050, 11],
      [1099, 12],
      [1100, 13],
    ] as const) {
      clock.mockReturnValue(ms);
      fireEvent.pointerMove(svg, { pointerId: 6, pointerType: 'mouse', ...px(x, 18) });
      nextFrame();
    }
    expect(rose.getAttribute('transform')).toBe('translate(4 0)');
    expect(changes.map((change) => change.next.art[0]!.xIn)).toEqual([7, 10]);
    fireEvent.pointerUp(svg, { pointerId: 6, pointerType: 'mouse', ...px(13, 18) });
    expect(changes.at(-1)).toMatchObject({ commit: true });
    clock.mockRestore();
  });

  it('snaps to the centre line with a guide drawn while it is near', () => {
    const { container, svg, changes } = stage();
    const rose = container.querySelector('[data-block="rose"]')!;
    fireEvent.pointerDown(rose, { pointerId: 2, pointerType: 'touch', button: 0, ...px(9, 18) });
    expect(svg.style.touchAction).toBe('none');
    fireEvent.pointerMove(svg, { pointerId: 2, pointerType: 'touch', ...px(9 + 11.9, 18.6) });
    nextFrame();
    expect(changes.at(-1)!.next.art[0]!.xIn).toBe(18);
    expect(container.querySelector('[data-guide="centre"]')).not.toBeNull();
    fireEvent.pointerUp(svg, { pointerId: 2, pointerType: 'touch', ...px(9 + 11.9, 18.6) });
    expect(container.querySelector('[data-stage="guides"]')).toBeNull();
    expect(svg.style.touchAction).toBe('pan-y');
  });

  it('puts the block back when the browser cancels the drag', () => {
    const { container, svg, changes } = stage();
    const rose = container.querySelector('[data-block="rose"]')!;
    fireEvent.pointerDown(rose, { pointerId: 3, pointerType: 'touch', button: 0, ...px(9, 18) });
    fireEvent.pointerMove(svg, { pointerId: 3, pointerType: 'touch', ...px(14, 18) });
    nextFrame();
    fireEvent.pointerCancel(svg, { pointerId: 3, pointerType: 'touch' });
    expect(changes.at(-1)).toMatchObject({ commit: false });
    expect(changes.at(-1)!.next.art[0]).toMatchObject({ xIn: 6, yIn: 18 });
  });

  it('takes a tap for a choice, and a tap on bare stone lets go', () => {
    const { container, svg, changes } = stage();
    const lake = container.querySelector('[data-block="lake"]')!;
    fireEvent.pointerDown(lake, { pointerId: 4, pointerType: 'mouse', button: 0, ...px(33, 18) });
    fireEvent.pointerUp(svg, { pointerId: 4, pointerType: 'mouse', ...px(33, 18) });
    expect(screen.getByTestId('selected').textContent).toBe('lake');
    expect(changes).toHaveLength(0);
    fireEvent.pointerDown(svg, { pointerId: 5, pointerType: 'mouse', button: 0, ...px(1, 1) });
    fireEvent.pointerUp(svg, { pointerId: 5, pointerType: 'mouse', ...px(1, 1) });
    expect(screen.getByTestId('selected').textContent).toBe('none');
  });
});

describe('resizing', () => {
  it('scales the selected block by a corner handle, committing once on release', () => {
    const { container, svg, changes } = stage();
    const rose = screen.getByRole('button', { name: 'Rose emblem' });
    rose.focus();
    fireEvent.keyDown(rose, { key: 'Enter' });
    const handle = container.querySelector('[data-stage="selection"] [data-handle="3"]')!;
    // The rose's box is 4 by 4 in round (9, 18) on the scene; its bottom-right corner is 2 in across and down.
    fireEvent.pointerDown(handle, { pointerId: 9, pointerType: 'mouse', button: 0, ...px(11, 20) });
    fireEvent.pointerMove(svg, { pointerId: 9, pointerType: 'mouse', ...px(12, 21) });
    nextFrame();
    expect(changes.at(-1)).toMatchObject({ commit: false });
    expect(changes.at(-1)!.next.art[0]).toMatchObject({ xIn: 6, yIn: 18, widthIn: 6, heightIn: 6 });
    expect(rose.querySelectorAll('path').length).toBeGreaterThan(2);
    fireEvent.pointerUp(svg, { pointerId: 9, pointerType: 'mouse', ...px(12, 21) });
    expect(changes.at(-1)).toMatchObject({ commit: true });
    expect(changes.at(-1)!.next.art[0]).toMatchObject({ widthIn: 6, heightIn: 6 });
    expect(changes.filter((change) => change.commit)).toHaveLength(1);
  });
});

describe('zoom', () => {
  it('zooms in and out with the buttons, inside the stage’s own box', () => {
    const { svg } = stage();
    const out = screen.getByRole('button', { name: 'Zoom out' });
    expect(out.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(svg.dataset.zoom).toBe('150');
    expect(svg.getAttribute('viewBox')).not.toBe(viewBoxOf(FIT));
    expect(svg.style.touchAction).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Whole stone' }));
    expect(svg.dataset.zoom).toBe('100');
    expect(svg.getAttribute('viewBox')).toBe(viewBoxOf(FIT));
  });

  it('zooms with two fingers pinching apart', () => {
    const { svg, changes } = stage();
    fireEvent.pointerDown(svg, { pointerId: 7, pointerType: 'touch', button: 0, clientX: 200, clientY: 150 });
    fireEvent.pointerDown(svg, { pointerId: 8, pointerType: 'touch', button: 0, clientX: 240, clientY: 150 });
    fireEvent.pointerMove(svg, { pointerId: 7, pointerType: 'touch', clientX: 180, clientY: 150 });
    fireEvent.pointerMove(svg, { pointerId: 8, pointerType: 'touch', clientX: 260, clientY: 150 });
    nextFrame();
    expect(svg.dataset.zoom).toBe('200');
    fireEvent.pointerUp(svg, { pointerId: 7, pointerType: 'touch', clientX: 180, clientY: 150 });
    fireEvent.pointerUp(svg, { pointerId: 8, pointerType: 'touch', clientX: 260, clientY: 150 });
    expect(changes).toHaveLength(0);
    expect(screen.getByTestId('selected').textContent).toBe('none');
  });
});

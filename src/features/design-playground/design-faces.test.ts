// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faceFamily, loadFaces } from './design-faces';

// The bundled files' addresses (Vite gives each a hashed URL in the build).
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

describe('the playground’s web fonts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each face’s family with a fallback of its kind', () => {
    expect(faceFamily('roman')).toBe("'Cinzel', serif");
    expect(faceFamily('sans')).toBe("'Montserrat', sans-serif");
    expect(faceFamily('script')).toBe("'Great Vibes', cursive");
    expect(faceFamily('classic')).toBe("'Libre Baskerville', serif");
  });

  it('loads the four bundled files once', async () => {
    const added: string[] = [];
    const sources: string[] = [];
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(
          readonly family: string,
          source: string,
        ) {
          sources.push(source);
        }
        load() {
          return Promise.resolve(this);
        }
      },
    );
    Object.defineProperty(document, 'fonts', {
      value: { add: (face: { family: string }) => added.push(face.family) },
      configurable: true,
    });
    await loadFaces();
    await loadFaces();
    expect(added).toEqual(['Cinzel', 'Montserrat', 'Great Vibes', 'Libre Baskerville']);
    expect(sources[0]).toBe("url(/assets/cinzel.woff2) format('woff2')");
    expect(sources).toHaveLength(4);
  });
});

import { describe, expect, it } from 'vitest';
import { toResponsiveImage } from './responsive-image-data';

const variants = {
  version: 1,
  files: [
    { key: 'public/a-400w.webp', url: '/media/a-400w.webp', format: 'webp', width: 400, height: 300, bytes: 1 },
    { key: 'public/a-960w.webp', url: '/media/a-960w.webp', format: 'webp', width: 960, height: 720, bytes: 1 },
    { key: 'public/a-400w.avif', url: '/media/a-400w.avif', format: 'avif', width: 400, height: 300, bytes: 1 },
    { key: 'public/a-960w.avif', url: '/media/a-960w.avif', format: 'avif', width: 960, height: 720, bytes: 1 },
    { key: 'public/a-960w.jpg', url: '/media/a-960w.jpg', format: 'jpeg', width: 960, height: 720, bytes: 1 },
  ],
};

describe('toResponsiveImage', () => {
  it('builds srcset strings per format, narrowest first', () => {
    const image = toResponsiveImage({
      image_url: '/media/a-960w.jpg',
      medium_url: '/media/a-960w.webp',
      width: 960,
      height: 720,
      variants,
      placeholder_color: '#112233',
    });
    expect(image).toEqual({
      src: '/media/a-960w.webp',
      width: 960,
      height: 720,
      avifSrcSet: '/media/a-400w.avif 400w, /media/a-960w.avif 960w',
      webpSrcSet: '/media/a-400w.webp 400w, /media/a-960w.webp 960w',
      placeholderColor: '#112233',
    });
    expect(toResponsiveImage({ image_url: 'x', variants }, 500).webpSrcSet).toBe('/media/a-400w.webp 400w');
  });

  it('copes with an image that only has a URL (imported from the old site)', () => {
    expect(toResponsiveImage({ image_url: 'https://old.example/x.jpg', variants: null })).toEqual({
      src: 'https://old.example/x.jpg',
      width: 1200,
      height: 900,
      avifSrcSet: null,
      webpSrcSet: null,
      placeholderColor: null,
    });
  });
});

import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { MAP_HEIGHT, MAP_WIDTH } from './map-size';
import classes from './territory-map.module.css';

const Drawing = lazy(() => import('./territory-map-drawing'));

/** How close to the viewport the map starts loading (specification: 200px for the map). */
export const MAP_ROOT_MARGIN = '200px';

/**
 * The service territory map. Its box keeps the drawing's size from the first paint, so nothing
 * moves when it arrives; the drawing's code loads only once the box is within 200px of the screen.
 */
export function TerritoryMap() {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const titleId = useId();

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: MAP_ROOT_MARGIN },
    );
    observer.observe(element);
    // The box is watched only once its part of the page has hydrated, which on a slow phone can
    // be seconds after the page appeared; browser tests wait for this mark before scrolling.
    element.dataset.watching = 'true';
    return () => observer.disconnect();
  }, [near]);

  return (
    <div
      ref={box}
      className={classes.box}
      style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}
      data-testid="territory-map"
      data-loaded={near || undefined}
    >
      {near && (
        <Suspense fallback={null}>
          <Drawing titleId={titleId} />
        </Suspense>
      )}
    </div>
  );
}

import { StrictMode, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Harness } from './harness';

// The drag benchmark's page (scripts/bench-design-drag.ts --harness): never a route of the site.
createRoot(document.getElementById('root')!).render(createElement(StrictMode, null, createElement(Harness)));

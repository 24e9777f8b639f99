/**
 * A page for the drag benchmark only (scripts/bench-design-drag.ts --harness), never a route of
 * the site: the design stage with a full design (a serpentine upright, four blocks of lettering,
 * three emblems, a porcelain portrait and a granite photo) under a parent that checks the design and describes it for
 * screen readers, as the playground's page does: by default for each committed change (a drag's
 * release, a nudge) a frame after it (useDeferredValue), so a drag's frames carry only the stage's
 * own work; with `?checks=live` on every change of a drag too, or `?checks=deferred` on every
 * change through useDeferredValue, to measure what those cost.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { checkDesign } from '#server/modules/design/design.checks';
import { describeDesign } from '#server/modules/design/design.description';
import { geometryOf } from '#server/modules/design/design.drawing';
import type { DesignOptions } from '#server/modules/design/design.options';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import { blankDesign } from '#server/modules/design/design.start';
import { DesignStage } from '#src/features/design-playground/design-stage';

const options: DesignOptions = {
  kinds: [
    {
      kind: 'upright',
      label: 'Upright',
      limits: { minSize: { length: 12, width: 4, height: 12 }, maxSize: { length: 72, width: 12, height: 48 } },
      baseLimits: null,
      defaultSize: { widthIn: 36, heightIn: 24 },
      tops: ['flat', 'serpentine', 'oval', 'gothic', 'heart'],
    },
  ],
  granites: [
    { key: 'jet_black', name: 'Jet Black', tone: '#1b1b1b', photoHref: '/granite.jpg', priceNote: 'Included' },
  ],
  finishes: ['v_cut', 'frosted', 'gold_leaf'],
  emblems: [],
  artworks: [],
  priceListVersionId: 1,
  gate: false,
};

/**
 * When the checks and the description follow: `commit` (default: each committed change, through
 * useDeferredValue), `live` (every change, at once) or `deferred` (every change, through useDeferredValue).
 */
const CHECKS = new URLSearchParams(window.location.search).get('checks') ?? 'commit';

function startDesign(): DesignConfiguration {
  const design = blankDesign('upright', { widthIn: 42, heightIn: 28, granite: 'jet_black' });
  design.stone.top = 'serpentine';
  design.lettering[0]!.lines = ['HENDERSON'];
  design.lettering[1]!.lines = ['MARGARET ANNE', 'MAY 4, 1941 – JAN 9, 2024'];
  design.lettering[1]!.letterHeightIn = 1.25;
  design.lettering.push(
    {
      id: 'epitaph',
      role: 'epitaph',
      lines: ['Forever in our hearts,', 'until we meet again'],
      face: 'script',
      letterHeightIn: 1.5,
      align: 'center',
      lineSpacing: 1.6,
      finish: 'gold_leaf',
      xIn: 21,
      yIn: 17,
    },
    {
      id: 'husband',
      role: 'name',
      lines: ['JAMES ROBERT', 'MAR 2, 1938 – '],
      face: 'classic',
      letterHeightIn: 1.25,
      align: 'left',
      lineSpacing: 1.6,
      finish: 'v_cut',
      xIn: 3,
      yIn: 12,
    },
  );
  design.art = [
    {
      id: 'rose',
      source: { kind: 'emblem', emblem: 'rose' },
      xIn: 6,
      yIn: 22,
      widthIn: 5,
      heightIn: 5,
      mirrored: false,
    },
    {
      id: 'rose-2',
      source: { kind: 'emblem', emblem: 'rose' },
      xIn: 36,
      yIn: 22,
      widthIn: 5,
      heightIn: 5,
      mirrored: true,
    },
    {
      id: 'cross',
      source: { kind: 'emblem', emblem: 'latin-cross' },
      xIn: 21,
      yIn: 3.5,
      widthIn: 3,
      heightIn: 4,
      mirrored: false,
    },
    {
      id: 'portrait',
      source: { kind: 'photo', uploadId: '0b8f3c1d-2e4a-4b6c-8d9e-1f2a3b4c5d6e', treatment: 'porcelain' },
      xIn: 33,
      yIn: 13,
      widthIn: 4,
      heightIn: 5,
      mirrored: false,
    },
  ];
  return design;
}

export function Harness() {
  const [design, setDesign] = useState(startDesign);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [committed, setCommitted] = useState(design);
  const [commits, setCommits] = useState(0);
  // Deferred: the release's frame shows the block where it was let go; the checks follow in the next.
  const deferred = useDeferredValue(design);
  const deferredCommitted = useDeferredValue(committed);
  const checked = CHECKS === 'live' ? design : CHECKS === 'deferred' ? deferred : deferredCommitted;
  const geometry = useMemo(() => geometryOf(checked), [checked]);
  const checks = useMemo(
    () => checkDesign(checked, { geometry, limits: options.kinds[0]!.limits, year: 2026 }),
    [checked, geometry],
  );
  const label = useMemo(() => describeDesign(checked, { graniteName: 'Jet Black', geometry }), [checked, geometry]);
  return (
    <>
      <DesignStage
        design={design}
        options={options}
        selectedId={selectedId}
        onSelect={setSelectedId}
        onChange={(next, how) => {
          setDesign(next);
          if (!how.commit) return;
          setCommitted(next);
          setCommits((n) => n + 1);
        }}
        checks={checks}
        label={label}
      />
      <p aria-live="polite" data-testid="description">
        {label}
      </p>
      <ul data-testid="checks">
        {checks.map((check, index) => (
          <li key={index}>{check.message}</li>
        ))}
      </ul>
      <output data-testid="commits">{commits}</output>
    </>
  );
}

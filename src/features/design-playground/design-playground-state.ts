import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkDesign } from '#server/modules/design/design.checks';
import { describeDesign } from '#server/modules/design/design.description';
import { geometryOf } from '#server/modules/design/design.drawing';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import { cemeteryChecks } from '#server/modules/design/design.cemetery';
import type { SectionRules } from '#server/modules/cemeteries/cemeteries.choices';
import { record, redo, startHistory, undo, type History } from './design-history';
import { AUTOSAVE_DELAY_MS, browserStore, designToOpen, readAutosave, writeAutosave } from './design-autosave';
import type { DesignOptions } from './design-api';
import type { PlaygroundData } from './design-playground-load';

/** How a panel changes the design: `coalesce` joins a run of like changes (typing in one box) into one undo step. */
export type ChangeDesign = (next: DesignConfiguration, how?: { coalesce?: string }) => void;

/**
 * The design being made, with its history: opened from the browser's kept design (a reload
 * loses nothing) or the start the address asks for, kept again a moment after every change,
 * with undo and redo on the keyboard (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl+Y).
 */
export function usePlayground(data: PlaygroundData) {
  const [history, setHistory] = useState<History<DesignConfiguration>>(() => startHistory(data.design));
  const design = history.present;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [units, setUnits] = useState<'in' | 'ftin'>('in');
  // The autosave is written only once the kept design has been read back (never over it with the start).
  const [restored, setRestored] = useState(false);
  // The family's own kept design was opened (the start choices can step aside).
  const [restoredKept, setRestoredKept] = useState(false);
  const opened = useRef<string | null>(null);

  useEffect(() => {
    const key = `${data.origin}|${JSON.stringify(data.design)}`;
    if (opened.current === key) return;
    const first = opened.current === null;
    opened.current = key;
    const kept = designToOpen(readAutosave(browserStore()), data.origin);
    if (kept) {
      // The cemetery the address names goes with the kept design too (a public cemetery page's link).
      const design = data.addressCemetery ? { ...kept.design, cemetery: data.addressCemetery } : kept.design;
      setHistory(first ? startHistory(design) : (h) => record(h, design));
      setUnits(kept.units);
      setRestoredKept(true);
    } else if (!first) {
      // A new start chosen on the page: one undo step brings the previous design back.
      setHistory((h) => record(h, data.design));
    }
    setSelectedId(null);
    setRestored(true);
  }, [data.origin, data.design, data.addressCemetery]);

  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(
      () => writeAutosave(browserStore(), { origin: data.origin, savedAt: Date.now(), design, units }),
      AUTOSAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [restored, design, units, data.origin]);

  const change: ChangeDesign = useCallback((next, how) => {
    setHistory((h) => record(h, next, { coalesce: how?.coalesce }));
  }, []);

  // The stage's drag is one undo step from press to release; a nudge is a step of its own.
  const dragRun = useRef(0);
  const onStageChange = useCallback((next: DesignConfiguration, how: { commit: boolean }) => {
    const coalesce = `stage-${dragRun.current}`;
    setHistory((h) => record(h, next, { coalesce }));
    if (how.commit) dragRun.current += 1;
  }, []);

  const doUndo = useCallback(() => setHistory((h) => undo(h)), []);
  const doRedo = useCallback(() => setHistory((h) => redo(h)), []);

  // A text box keeps its own undo for its words.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target;
      if (
        target instanceof Element &&
        target.closest('input[type="text"], input:not([type]), textarea, [contenteditable="true"]')
      )
        return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        doUndo();
      } else if ((key === 'z' && event.shiftKey) || (key === 'y' && !event.metaKey)) {
        event.preventDefault();
        doRedo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doUndo, doRedo]);

  return {
    history,
    design,
    selectedId,
    setSelectedId,
    units,
    setUnits,
    change,
    onStageChange,
    doUndo,
    doRedo,
    restoredKept,
  };
}

/**
 * What the page reads from the design: its geometry, checks (with the chosen cemetery section's
 * rules, decision 280) and description in words.
 */
export function useDesignReadings(
  design: DesignConfiguration,
  options: DesignOptions,
  cemetery: { rules: SectionRules | null; units: 'in' | 'ftin' } = { rules: null, units: 'in' },
) {
  const kind = options.kinds.find((k) => k.kind === design.stone.kind) ?? null;
  const limits = useMemo(() => ({ stone: kind?.limits ?? undefined, base: kind?.baseLimits ?? undefined }), [kind]);
  const geometry = useMemo(() => geometryOf(design, limits), [design, limits]);
  const graniteKeys = useMemo(() => options.granites.map((g) => g.key), [options.granites]);
  const graniteNames = useMemo(
    () => Object.fromEntries(options.granites.map((g) => [g.key, g.name])),
    [options.granites],
  );
  const { rules, units } = cemetery;
  const checks = useMemo(
    () => [
      ...checkDesign(design, {
        geometry,
        limits: kind?.limits ?? null,
        graniteKeys,
        finishes: options.finishes,
        year: new Date().getFullYear(),
      }),
      ...cemeteryChecks(design, rules, { limits, units, graniteNames }),
    ],
    [design, geometry, kind, graniteKeys, options.finishes, rules, limits, units, graniteNames],
  );
  const names = useMemo(
    () =>
      Object.fromEntries([
        ...options.emblems.map((e) => [e.id, e.name] as const),
        ...options.artworks.map((a) => [a.id, a.title] as const),
      ]),
    [options.emblems, options.artworks],
  );
  const granite = options.granites.find((g) => g.key === design.stone.granite);
  const description = useMemo(() => {
    const graniteName = granite
      ? granite.photoHref || granite.tone
        ? granite.name
        : `${granite.name} (shown in a plain grey: we have no photo of it yet)`
      : 'a granite we no longer offer';
    return describeDesign(design, { graniteName, geometry, names });
  }, [design, geometry, granite, names]);
  const faceOf = useCallback(
    (next: DesignConfiguration) => {
      const k = options.kinds.find((o) => o.kind === next.stone.kind);
      return geometryOf(next, { stone: k?.limits ?? undefined, base: k?.baseLimits ?? undefined }).face;
    },
    [options.kinds],
  );
  return { geometry, checks, description, faceOf };
}

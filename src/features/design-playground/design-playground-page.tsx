import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Container, Stack, Text, Title } from '#src/components/plain';
import { PageBreadcrumbs } from '#src/components/content/page-breadcrumbs';
import { designPlaygroundBreadcrumbs } from '#src/features/ai-tools/trails';
import { checkDesign } from '#server/modules/design/design.checks';
import { describeDesign } from '#server/modules/design/design.description';
import { geometryOf } from '#server/modules/design/design.drawing';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import { DesignStage } from './design-stage';
import { record, redo, startHistory, undo, type History } from './design-history';
import { AUTOSAVE_DELAY_MS, browserStore, designToOpen, readAutosave, writeAutosave } from './design-autosave';
import type { PlaygroundData } from './design-playground-load';
import { StartChoices } from './design-start-choices';
import { ShapePanel, GranitePanel } from './design-stone-panels';
import { LetteringPanel } from './design-lettering-panel';
import { ArtPanel } from './design-art-panel';
import { ArrangeBar, ChecksList, DescriptionRegion } from './design-arrange';
import { PricePanel } from './design-price-panel';
import { KeepItBar } from './design-keep-it';
import classes from './design-playground.module.css';

/** How a panel changes the design: `coalesce` joins a run of like changes (typing in one box) into one undo step. */
export type ChangeDesign = (next: DesignConfiguration, how?: { coalesce?: string }) => void;

/**
 * The design playground (issue 34): the stone drawn to scale beside the panels that shape it,
 * its checks in plain words, its description for a screen reader, its live price, and the ways
 * to keep it. Light (decision 042): plain components; the server's HTML is whole (the start
 * choices, the stone, the panels and, where it could, the estimate) before the script.
 */
export function DesignPlaygroundPage({ data }: { data: PlaygroundData }) {
  const { options } = data;
  const [history, setHistory] = useState<History<DesignConfiguration>>(() => startHistory(data.design));
  const design = history.present;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [units, setUnits] = useState<'in' | 'ftin'>('in');
  // The autosave is written only once the kept design has been read back (never over it with the start).
  const [restored, setRestored] = useState(false);
  const opened = useRef<string | null>(null);

  // Open the browser's kept design (a reload loses nothing), or the new start the address asks for.
  useEffect(() => {
    const key = `${data.origin}|${JSON.stringify(data.design)}`;
    if (opened.current === key) return;
    const first = opened.current === null;
    opened.current = key;
    const kept = designToOpen(readAutosave(browserStore()), data.origin);
    if (kept) {
      setHistory(first ? startHistory(kept.design) : (h) => record(h, kept.design));
      setUnits(kept.units);
    } else if (!first) {
      // A new start chosen on the page: one undo step brings the previous design back.
      setHistory((h) => record(h, data.design));
    }
    setSelectedId(null);
    setRestored(true);
  }, [data.origin, data.design]);

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

  // Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo; a text box keeps its own undo for its words.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input[type="text"], input:not([type]), textarea, [contenteditable="true"]')) return;
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

  const kind = options.kinds.find((k) => k.kind === design.stone.kind) ?? null;
  const limits = useMemo(() => ({ stone: kind?.limits ?? undefined, base: kind?.baseLimits ?? undefined }), [kind]);
  const geometry = useMemo(() => geometryOf(design, limits), [design, limits]);
  const graniteKeys = useMemo(() => options.granites.map((g) => g.key), [options.granites]);
  const checks = useMemo(
    () =>
      checkDesign(design, {
        geometry,
        limits: kind?.limits ?? null,
        graniteKeys,
        finishes: options.finishes,
        year: new Date().getFullYear(),
      }),
    [design, geometry, kind, graniteKeys, options.finishes],
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

  const heading = data.saved ? `Saved design ${data.saved.reference}` : 'Design Playground';

  return (
    <Container size="xl" py={{ base: 24, md: 40 }}>
      <PageBreadcrumbs
        trail={
          data.saved
            ? [
                ...designPlaygroundBreadcrumbs,
                { name: `Design ${data.saved.reference}`, path: `/ai-tools/design-playground/${data.saved.reference}` },
              ]
            : designPlaygroundBreadcrumbs
        }
      />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{heading}</Title>
          <Text maw={760}>
            Shape a headstone or marker, choose its granite, and place the names, dates, words and emblems where you
            want them. The stone is drawn to scale, checked as you go and priced from our published price list. Nothing
            leaves this browser until you save it.
          </Text>
          {data.title && !data.saved && <Text fw={600}>Started from: {data.title}</Text>}
        </Stack>
        {data.startError && (
          <Alert color="orange" title="We could not open that">
            {data.startError} You can start from one of the stones below, or call us and we will find it for you.
          </Alert>
        )}
        {!data.saved && <StartChoices options={options} templates={data.templates} />}

        <div className={classes.layout}>
          <div className={classes.sticky}>
            <Stack gap="sm">
              <section aria-labelledby="stone-title">
                <Title order={2} size="h3" id="stone-title" mb="xs">
                  Your stone
                </Title>
                <div className={classes.stageFrame}>
                  <DesignStage
                    design={design}
                    options={options}
                    selectedId={selectedId}
                    onSelect={setSelectedId}
                    onChange={onStageChange}
                    checks={checks}
                    label={description}
                  />
                </div>
              </section>
              <ArrangeBar
                design={design}
                history={history}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onChange={change}
                onUndo={doUndo}
                onRedo={doRedo}
              />
              <ChecksList checks={checks} design={design} onChange={change} onSelect={setSelectedId} />
              <DescriptionRegion description={description} />
            </Stack>
          </div>
          <Stack gap="md">
            <ShapePanel
              design={design}
              options={options}
              checks={checks}
              units={units}
              onUnits={setUnits}
              onChange={change}
              faceOf={faceOf}
            />
            <GranitePanel design={design} options={options} onChange={change} />
            <LetteringPanel
              design={design}
              options={options}
              checks={checks}
              face={geometry.face}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onChange={change}
            />
            <ArtPanel
              design={design}
              options={options}
              face={geometry.face}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onChange={change}
            />
            <PricePanel design={design} fromServer={data.estimate} />
            <KeepItBar design={design} options={options} saved={data.saved} />
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}

import { Alert, Container, Stack, Text, Title } from '#src/components/plain';
import { PageBreadcrumbs } from '#src/components/content/page-breadcrumbs';
import { inZone } from '#server/modules/shared/time';
import { useBusiness } from '#src/lib/business';
import { designPlaygroundBreadcrumbs } from '#src/features/ai-tools/trails';
import { DesignStage } from './design-stage';
import type { PlaygroundData } from './design-playground-load';
import { usePlayground, useDesignReadings, type ChangeDesign } from './design-playground-state';
import type { DesignCheck } from '#server/modules/design/design.checks';
import type { DesignConfiguration } from '#server/modules/design/design.schema';
import { StartChoices } from './design-start-choices';
import { ShapePanel, GranitePanel } from './design-stone-panels';
import { LetteringPanel } from './design-lettering-panel';
import { ArtPanel } from './design-art-panel';
import { ArrangeBar, ChecksList, DescriptionRegion } from './design-arrange';
import { PricePanel, priceRefusal, useDesignPrice } from './design-price-panel';
import { KeepItBar } from './design-keep-it';
import { useCallback } from 'react';
import { placeWords, type RuleChange } from '#server/modules/cemeteries/cemeteries.choices';
import { applyRuleChange } from './design-playground-edits';
import { useDesignCemetery } from './design-cemetery-pick';
import { CemeteryPanel, designFeeLines } from './design-cemetery-panel';
import classes from './design-playground.module.css';

/**
 * The design playground (issue 34): the stone drawn to scale beside the panels that shape it,
 * its checks in plain words, its description for a screen reader, its live price, and the ways
 * to keep it. Light (decision 042): plain components; the server's HTML is whole (the start
 * choices, the stone, the panels and, where it could, the estimate) before the script.
 */
export function DesignPlaygroundPage({ data }: { data: PlaygroundData }) {
  const { options } = data;
  const {
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
  } = usePlayground(data);
  const { geometry, checks, description, faceOf, cemetery, onApply } = useReadingsWithCemetery(
    data,
    design,
    change,
    units,
  );
  const price = useDesignPrice(design, data.estimate);

  return (
    <Container size="xl" py={{ base: 24, md: 40 }}>
      <Stack gap="lg">
        <PageTop data={data} restoredKept={restoredKept} />
        <div className={classes.layout}>
          <div className={classes.sticky}>
            <Stack gap="sm">
              <section aria-labelledby="stone-title">
                <Title order={2} size="h3" id="stone-title" mb="xs">
                  Your stone
                </Title>
                <div className={classes.stageFrame} data-testid="design-stage">
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
              <ChecksList
                checks={checks}
                design={design}
                onChange={change}
                onSelect={setSelectedId}
                onApply={onApply}
                checkedPlace={cemetery.rules ? placeWords(cemetery.rules) : null}
              />
              <PricePanel price={price} fees={designFeeLines(cemetery)} />
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
              refusal={(control) => priceRefusal(price, control)}
            />
            <CemeteryPanel cemetery={cemetery} findings={checks.filter((c) => c.kind === 'cemetery').length} />
            <GranitePanel
              design={design}
              options={options}
              onChange={change}
              refusal={priceRefusal(price, 'granite')}
              check={graniteCheck(checks)}
            />
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
            <KeepItBar design={design} options={options} saved={data.saved} />
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}

/** The design's readings with its cemetery (decision 280): the chosen section's rules among the checks, and their changes. */
function useReadingsWithCemetery(
  data: PlaygroundData,
  design: DesignConfiguration,
  change: ChangeDesign,
  units: 'in' | 'ftin',
) {
  const cemetery = useDesignCemetery(design, change, { pick: data.cemeteryPick, choice: data.design.cemetery });
  const readings = useDesignReadings(design, data.options, { rules: cemetery.rules, units });
  const { faceOf } = readings;
  const kinds = data.options.kinds;
  const onApply = useCallback(
    (rule: RuleChange) =>
      change(applyRuleChange(design, rule, faceOf, (k) => kinds.find((o) => o.kind === k)?.defaultSize ?? null)),
    [change, design, faceOf, kinds],
  );
  return { ...readings, cemetery, onApply };
}

/** What the granite panel says above its swatches: the price list's check and the cemetery's rule on granite. */
function graniteCheck(checks: DesignCheck[]): string | null {
  const about = checks.filter(
    (c) => c.kind === 'granite' || (c.kind === 'cemetery' && 'control' in c.target && c.target.control === 'granite'),
  );
  return about.map((c) => c.message).join(' ') || null;
}

/** The breadcrumbs, the heading and the words under it, a start that could not open, and the start choices. */
function PageTop({ data, restoredKept }: { data: PlaygroundData; restoredKept: boolean }) {
  const business = useBusiness();
  const heading = data.saved ? `Saved design ${data.saved.reference}` : 'Design Playground';
  return (
    <>
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
      <Stack gap="xs">
        <Title order={1}>{heading}</Title>
        <Text maw={760}>
          Shape a headstone or marker, choose its granite, and place the names, dates, words and emblems where you want
          them. The stone is drawn to scale, checked as you go and priced from our published price list. This browser
          remembers your work; we keep a design only when you save it or send it to us, and a photo you add stays
          private.
        </Text>
        {data.title && !data.saved && <Text fw={600}>Started from: {data.title}</Text>}
        {data.saved && (
          <Text fw={600}>
            Saved on {inZone(business.timeZone).longDate(data.saved.savedAt)}. Changes you make here are kept in this
            browser; save again for a new link, and this one stays as it was.
          </Text>
        )}
      </Stack>
      {data.startError && (
        <Alert color="orange" title="We could not open that">
          {data.startError} You can start from one of the stones below, or call us and we will find it for you.
        </Alert>
      )}
      {!data.saved && (
        <StartChoices
          options={data.options}
          templates={data.templates}
          openAtFirst={data.origin === 'none'}
          closed={restoredKept}
        />
      )}
    </>
  );
}

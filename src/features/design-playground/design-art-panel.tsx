import { useMemo, useState, type ReactNode } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text, TextField, Title } from '#src/components/plain';
import { ART_SIZE_IN } from '#server/modules/design/design.choices';
import type { DesignGeometry } from '#server/modules/design/design.geometry';
import type { ArtBlock, DesignConfiguration } from '#server/modules/design/design.schema';
import { emblemById } from '#server/modules/design/art/emblems';
import { EMBLEM_CATEGORY_NAMES, emblemAspect, type EmblemCategory } from '#server/modules/design/art/emblem';
import { PORCELAIN_ASPECT } from '#server/modules/design/design.photo-art';
import { removeBlock } from './design-editing';
import { DesignPhotoUpload } from './design-photo-upload';
import type { DesignOptions } from './design-api';
import { addArt, changeArt, scaleArt } from './design-playground-edits';
import type { ChangeDesign } from './design-playground-state';
import classes from './design-playground.module.css';

/**
 * One group of art, folded: its pictures are drawn when it is first opened, so the page's HTML
 * and its hydration carry the groups' names, not every drawing and gallery picture.
 */
function ArtGroup({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className={classes.artGroup} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>
        {title} <span className={classes.count}>({count})</span>
      </summary>
      {opened && <ul className={classes.emblems}>{children}</ul>}
    </details>
  );
}

/** An emblem's own drawing, small, for its button. */
function EmblemPicture({ id }: { id: string }) {
  const emblem = emblemById(id);
  if (!emblem) return null;
  const { x, y, width, height } = emblem.viewBox;
  return (
    <svg viewBox={`${x} ${y} ${width} ${height}`} aria-hidden="true" focusable="false">
      {emblem.paths.map((path, index) => (
        <path
          key={index}
          d={path.d}
          fill={(path.fill ?? true) ? 'currentColor' : 'none'}
          stroke={path.strokeWidth ? 'currentColor' : undefined}
          strokeWidth={path.strokeWidth}
          fillRule="evenodd"
        />
      ))}
    </svg>
  );
}

function artName(block: ArtBlock, options: DesignOptions): string {
  const source = block.source;
  if (source.kind === 'emblem') return options.emblems.find((e) => e.id === source.emblem)?.name ?? 'Emblem';
  if (source.kind === 'artwork')
    return options.artworks.find((a) => a.id === source.artworkId)?.title ?? 'Artwork from the gallery';
  return source.treatment === 'porcelain' ? 'Porcelain portrait' : 'Laser-etched photo';
}

/** The chosen art's size (its width; the height follows its proportions) and its mirror. */
function ArtEditor({
  block,
  design,
  options,
  selected,
  onSelect,
  onChange,
}: {
  block: ArtBlock;
  design: DesignConfiguration;
  options: DesignOptions;
  selected: boolean;
  onSelect: (id: string) => void;
  onChange: ChangeDesign;
}) {
  const [typed, setTyped] = useState(String(block.widthIn));
  const [shown, setShown] = useState(block.widthIn);
  if (shown !== block.widthIn) {
    setShown(block.widthIn);
    if (Number.parseFloat(typed) !== block.widthIn) setTyped(String(block.widthIn));
  }
  const value = Number.parseFloat(typed.replace(/[^\d.]/g, ''));
  const problem = !Number.isFinite(value)
    ? 'Please enter a width in inches, like 4'
    : value < ART_SIZE_IN.min || value > ART_SIZE_IN.max
      ? `Please enter a width from ${ART_SIZE_IN.min} to ${ART_SIZE_IN.max} inches`
      : null;
  const name = artName(block, options);
  return (
    <fieldset className={classes.block} data-selected={selected} onFocus={() => onSelect(block.id)} aria-label={name}>
      <legend className={classes.legend}>{name}</legend>
      <Stack gap="xs">
        <Group gap="sm" align="flex-end">
          <TextField
            label="Width (inches)"
            description={`${block.widthIn} by ${block.heightIn} inches`}
            value={typed}
            inputMode="decimal"
            autoComplete="off"
            error={problem}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setTyped(next);
              const width = Number.parseFloat(next.replace(/[^\d.]/g, ''));
              if (Number.isFinite(width) && width >= ART_SIZE_IN.min && width <= ART_SIZE_IN.max)
                onChange(scaleArt(design, block.id, width), { coalesce: `art-size:${block.id}` });
            }}
            rootProps={{ style: { flex: '1 1 8rem' } }}
          />
          <Checkbox
            label="Mirrored (facing the other way)"
            checked={block.mirrored}
            onChange={(event) => onChange(changeArt(design, block.id, { mirrored: event.currentTarget.checked }))}
          />
        </Group>
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={() => onSelect(block.id)} aria-pressed={selected}>
            {selected ? 'Selected on the stone' : 'Select on the stone'}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => onChange(removeBlock(design, block.id))}
          >
            Remove
          </Button>
        </Group>
      </Stack>
    </fieldset>
  );
}

/** Art: the built-in emblems by group and the gallery's artwork, added where there is room; each placed one sized and mirrored. */
export function ArtPanel({
  design,
  options,
  face,
  selectedId,
  onSelect,
  onChange,
}: {
  design: DesignConfiguration;
  options: DesignOptions;
  face: DesignGeometry['face'];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onChange: ChangeDesign;
}) {
  const groups = useMemo(() => {
    const byGroup = new Map<string, DesignOptions['emblems']>();
    for (const emblem of options.emblems) byGroup.set(emblem.group, [...(byGroup.get(emblem.group) ?? []), emblem]);
    return [...byGroup.entries()];
  }, [options.emblems]);
  const add = (source: ArtBlock['source'], aspect: number) => {
    const added = addArt(design, source, aspect, face);
    if (!added) return;
    onChange(added.design);
    onSelect(added.id);
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="art-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="art-title">
          Art
        </Title>
        {design.art.map((block) => (
          <ArtEditor
            key={block.id}
            block={block}
            design={design}
            options={options}
            selected={selectedId === block.id}
            onSelect={onSelect}
            onChange={onChange}
          />
        ))}
        <Text size="sm">
          Open a group and tap an emblem to place it on the stone; then drag it, size it or mirror it.
        </Text>
        {groups.map(([group, emblems]) => (
          <ArtGroup key={group} title={EMBLEM_CATEGORY_NAMES[group as EmblemCategory] ?? group} count={emblems.length}>
            {emblems.map((emblem) => (
              <li key={emblem.id}>
                <button
                  type="button"
                  className={classes.emblemButton}
                  aria-label={`Add the ${emblem.name.toLowerCase()} emblem`}
                  onClick={() => {
                    const drawn = emblemById(emblem.id);
                    add({ kind: 'emblem', emblem: emblem.id }, drawn ? emblemAspect(drawn) : 1);
                  }}
                >
                  <EmblemPicture id={emblem.id} />
                  <span>{emblem.name}</span>
                </button>
              </li>
            ))}
          </ArtGroup>
        ))}
        {options.artworks.length > 0 && (
          <ArtGroup title="From our artwork gallery" count={options.artworks.length}>
            {options.artworks.map((artwork) => (
              <li key={artwork.id}>
                <button
                  type="button"
                  className={classes.emblemButton}
                  aria-label={`Add the artwork “${artwork.title}”`}
                  onClick={(event) => {
                    const img = event.currentTarget.querySelector('img');
                    const aspect = img && img.naturalHeight ? img.naturalWidth / img.naturalHeight : 1;
                    add({ kind: 'artwork', artworkId: artwork.id }, aspect);
                  }}
                >
                  <img src={artwork.src} alt="" loading="lazy" />
                  <span>{artwork.title}</span>
                </button>
              </li>
            ))}
          </ArtGroup>
        )}
        <DesignPhotoUpload
          onAdded={(source, previewSrc) => {
            if (source.treatment === 'porcelain') return add(source, PORCELAIN_ASPECT);
            // An etching keeps the photo's own proportions.
            const picture = new Image();
            picture.onload = () => add(source, picture.naturalWidth / picture.naturalHeight || PORCELAIN_ASPECT);
            picture.onerror = () => add(source, PORCELAIN_ASPECT);
            picture.src = previewSrc;
          }}
        />
      </Stack>
    </Paper>
  );
}

import { useState } from 'react';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import classes from './verify.module.css';
import { counted } from '#server/modules/shared/plural';

interface ViewerProof {
  version: number;
  kind: 'image' | 'pdf';
  width: number | null;
  height: number | null;
  pageCount: number | null;
  largeUrl: string;
  mediumUrl: string;
}

const ZOOMS = [1, 1.5, 2, 3, 4];

/**
 * The proof, large: the whole width of the screen, with zoom buttons (and the phone's own pinch
 * zoom, never disabled). The zoomed drawing scrolls inside its frame, by finger or arrow keys.
 */
export function ProofViewer({ proof }: { proof: ViewerProof }) {
  const [zoom, setZoom] = useState(0);
  if (proof.kind === 'pdf') {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text fw={600}>
          Your proof is a PDF document
          {proof.pageCount ? ` of ${counted(proof.pageCount, 'page')}` : ''}.
        </Text>
        <Text mt={4}>
          It opens in your phone&rsquo;s or computer&rsquo;s own PDF reader, full size; on a phone, spread two fingers
          to zoom in on the lettering. Then come back to this page to check the names and dates.
        </Text>
        <Button component="a" href={proof.largeUrl} download mt="md" size="md">
          Download the proof (PDF)
        </Button>
      </Paper>
    );
  }
  const scale = ZOOMS[zoom]!;
  return (
    <figure className={classes.viewer}>
      <div
        className={classes.frame}
        tabIndex={0}
        role="region"
        aria-label={`Proof drawing, version ${proof.version}, zoom ${Math.round(scale * 100)}%. Scroll to move around.`}
      >
        <img
          src={proof.largeUrl}
          srcSet={`${proof.mediumUrl} 960w, ${proof.largeUrl} ${proof.width ?? 1600}w`}
          sizes={scale === 1 ? '(max-width: 1100px) 100vw, 1040px' : `${Math.round(scale * 100)}vw`}
          width={proof.width ?? undefined}
          height={proof.height ?? undefined}
          alt={`The design proof, version ${proof.version}: the drawing of the memorial with its lettering.`}
          style={{ width: `${scale * 100}%`, maxWidth: 'none' }}
          className={classes.image}
          data-testid="proof-image"
        />
      </div>
      <figcaption>
        <Group gap="xs" mt="xs" wrap="wrap">
          <Button variant="default" onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={zoom === 0}>
            Zoom out
          </Button>
          <Button
            variant="default"
            onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
            disabled={zoom === ZOOMS.length - 1}
          >
            Zoom in
          </Button>
          <Text size="sm" aria-live="polite">
            {Math.round(scale * 100)}%
          </Text>
          <Anchor href={proof.largeUrl} target="_blank" rel="noopener" size="sm" underline="always">
            Open full size<span className="visually-hidden"> (opens in a new tab)</span>
          </Anchor>
        </Group>
      </figcaption>
    </figure>
  );
}

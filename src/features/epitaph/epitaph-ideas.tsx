import type { RefObject } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '#src/components/plain';
import { StonePreview } from './stone-preview';
import { FitBadge } from './fit-badge';
import type { Candidate, Proposal } from './epitaph-answers';
import classes from './epitaph.module.css';

/**
 * Step 2: the ideas, each laid out on the stone, to choose one or ask for more. Both are the
 * builder's form's submit buttons: without the script the server answers them. Plain components
 * (decision 237).
 */
export function EpitaphIdeas({
  proposal,
  headingRef,
  suggesting,
  nextSeed,
  onChoose,
  onMore,
}: {
  proposal: Proposal;
  headingRef: RefObject<HTMLHeadingElement | null>;
  suggesting: boolean;
  /** What "More ideas" asks the server for without the script. */
  nextSeed: number;
  onChoose: (candidate: Candidate) => void;
  onMore: () => void;
}) {
  return (
    <section aria-labelledby="ideas-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="ideas-title" ref={headingRef} tabIndex={-1}>
          2. Ideas for the stone
        </Title>
        <Text>
          Each idea is laid out on your {proposal.candidates[0]?.layout.face.label.toLowerCase() ?? 'stone'}. Choose one
          to change any line and keep it.
        </Text>
        {proposal.notes.map((note) => (
          <Alert key={note} color="blue">
            {note}
          </Alert>
        ))}
        {proposal.model === 'used' && (
          <Text size="sm" c="dimmed">
            Ideas marked "Written with our AI helper" were suggested by a language model and checked for fit and wording
            before you see them.
          </Text>
        )}
        <ul className={classes.ideas} aria-label="Epitaph ideas">
          {proposal.candidates.map((candidate, index) => (
            <li key={candidate.id}>
              <IdeaCard candidate={candidate} index={index} onChoose={() => onChoose(candidate)} />
            </li>
          ))}
        </ul>
        <Group>
          <Button
            type="submit"
            name="seed"
            value={nextSeed}
            variant="light"
            onClick={(event) => {
              event.preventDefault();
              onMore();
            }}
            loading={suggesting}
          >
            More ideas
          </Button>
        </Group>
      </Stack>
    </section>
  );
}

/** One idea: its words, whether it fits, where it comes from, and the stone with it. */
function IdeaCard({ candidate, index, onChoose }: { candidate: Candidate; index: number; onChoose: () => void }) {
  const id = `idea-${index}`;
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Stack gap="xs" h="100%">
        <Text className={classes.ideaText} id={id}>
          {candidate.text}
        </Text>
        <div>
          <FitBadge fits={candidate.layout.fits} />
        </div>
        {candidate.attribution && (
          <Text size="sm" c="dimmed">
            {candidate.attribution}
          </Text>
        )}
        {candidate.source === 'model' && (
          <Text size="sm" c="dimmed">
            Written with our AI helper
          </Text>
        )}
        <StonePreview layout={candidate.layout} size="small" />
        {!candidate.layout.fits && (
          <Text size="sm" c="red.9">
            {candidate.layout.problem ?? 'A line is too wide for this stone; choose it to see a shorter one.'}
          </Text>
        )}
        <Button
          type="submit"
          name="idea"
          value={candidate.id}
          variant="light"
          onClick={(event) => {
            event.preventDefault();
            onChoose();
          }}
          mt="auto"
          aria-describedby={id}
        >
          Use this one
        </Button>
      </Stack>
    </Paper>
  );
}

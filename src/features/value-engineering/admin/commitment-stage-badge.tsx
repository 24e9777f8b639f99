import { Badge } from '@mantine/core';
import {
  commitmentStageLabels,
  type CommitmentStage,
} from '#server/modules/value-engineering/value-engineering.choices';

const stageColor: Record<CommitmentStage, string> = {
  new: 'red.9',
  deposit_received: 'brand.7',
  design: 'brand.7',
  production: 'brand.7',
  installed: 'brand.9',
  closed: 'gray.7',
  cancelled: 'gray.7',
};

/** A commitment's stage as a badge: filled while it is in work, outlined once it is over. */
export function StageBadge({ stage }: { stage: CommitmentStage }) {
  return (
    <Badge color={stageColor[stage]} variant={stage === 'closed' || stage === 'cancelled' ? 'outline' : 'filled'}>
      {commitmentStageLabels[stage]}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { orderStageLabels, type OrderStage } from '#server/modules/orders/orders.choices';

const stageColor = (stage: OrderStage) =>
  stage === 'proof_sent' ? 'red.9' : stage === 'complete' ? 'gray.7' : stage === 'opened' ? '#9c4500' : 'brand.7';

export function OrderStageBadge({ stage }: { stage: OrderStage }) {
  return (
    <Badge
      color={stageColor(stage)}
      variant={stage === 'complete' ? 'outline' : 'filled'}
      styles={{ root: { overflow: 'visible', maxWidth: 'none' }, label: { overflow: 'visible' } }}
    >
      {orderStageLabels[stage]}
    </Badge>
  );
}

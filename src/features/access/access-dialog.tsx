import { lazy, Suspense } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AccessTool } from '#server/modules/access/access.choices';
import { PageSpinner } from '#src/components/feedback/page-spinner';

// The form's code is fetched the first time the dialog opens, not with the page.
const AccessForm = lazy(() => import('./access-form'));

/** The access form in a dialog (full screen on phones): the same for the calculator and the design tool. */
export function AccessDialog({
  opened,
  onClose,
  tool,
  toolName,
  zip,
  onGranted,
}: {
  opened: boolean;
  onClose: () => void;
  tool: AccessTool;
  toolName: string;
  zip?: string;
  onGranted: (token: string) => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={tool === 'design_tool' ? 'Before we keep your design' : `Open the ${toolName}`}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}
    >
      {opened && (
        <Suspense fallback={<PageSpinner label="Loading form..." />}>
          <AccessForm tool={tool} toolName={toolName} zip={zip} onGranted={onGranted} />
        </Suspense>
      )}
    </Modal>
  );
}

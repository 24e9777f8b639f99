import { lazy, Suspense } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PageSpinner } from '#src/components/feedback/page-spinner';
import { useDialogFocusReturn } from '#src/lib/dialog-focus';

// The form's code is fetched the first time the dialog opens, not with the page.
const EstimateForm = lazy(() => import('./estimate-form'));

/** The price-estimate dialog (Mantine Modal); full screen on phones. */
export function PriceEstimateDialog({
  opened,
  onClose,
  sourcePage,
}: {
  opened: boolean;
  onClose: () => void;
  sourcePage: string;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  useDialogFocusReturn(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Get a Free Price Estimate"
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}
      styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {opened && (
        <Suspense fallback={<PageSpinner label="Loading form..." />}>
          <EstimateForm sourcePage={sourcePage} onClose={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}

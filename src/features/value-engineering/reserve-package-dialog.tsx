import { lazy, Suspense } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PageSpinner } from '#src/components/feedback/page-spinner';
import type { PackageView } from './package-card';
import { useDialogFocusReturn } from '#src/lib/dialog-focus';

// The form's code is fetched the first time the dialog opens, not with the page.
const ReservePackageForm = lazy(() => import('./reserve-package-form'));

/** "Reserve this package" as a dialog; full screen on phones. */
export function ReservePackageDialog({
  pkg,
  onClose,
  sourcePage,
}: {
  pkg: PackageView | null;
  onClose: () => void;
  sourcePage: string;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  useDialogFocusReturn(pkg !== null);
  return (
    <Modal
      opened={pkg !== null}
      onClose={onClose}
      title="Reserve this package"
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}
      styles={{ title: { fontFamily: 'var(--mantine-font-family-headings)', fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {pkg && (
        <Suspense fallback={<PageSpinner label="Loading form..." />}>
          <ReservePackageForm key={pkg.id} pkg={pkg} sourcePage={sourcePage} onClose={onClose} />
        </Suspense>
      )}
    </Modal>
  );
}

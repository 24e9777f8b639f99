import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { SiteMantineProvider } from './site-mantine-provider';

/** The notices (toasts): Mantine's notifications in their provider, loaded by notices.tsx when first needed. */
export default function Notices() {
  // On a phone a notice at the top would cover the whole header (menu, basket, phone number).
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <SiteMantineProvider>
      <Notifications position={phone ? 'bottom-center' : 'top-center'} />
    </SiteMantineProvider>
  );
}

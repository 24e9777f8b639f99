import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { SiteMantineProvider } from './site-mantine-provider';

/** The notices (toasts), loaded after hydration: a notice only ever follows an action. */
export default function Notices() {
  // On a phone a notice at the top would cover the whole header (menu, basket, phone number).
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <SiteMantineProvider>
      <Notifications position={phone ? 'bottom-center' : 'top-center'} />
    </SiteMantineProvider>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_SECTIONS, type SettingsSection } from '#server/modules/settings/settings.choices';
import { SettingsAdmin } from '#src/features/settings/settings-admin';
import { pageHead } from '#src/lib/seo';

/** `?section=smtp` opens that tab (the navigation's "Email" entry); without it, the offices. */
function parseSettingsSearch(search: Record<string, unknown>): { section?: SettingsSection } {
  const section = search.section;
  return typeof section === 'string' && (SETTINGS_SECTIONS as readonly string[]).includes(section)
    ? { section: section as SettingsSection }
    : {};
}

export const Route = createFileRoute('/admin/_panel/settings')({
  validateSearch: parseSettingsSearch,
  head: ({ match }) => pageHead(match, { title: 'Settings', description: 'Staff screen.', noindex: true }),
  loader: ({ context }) =>
    context.adminAccess === 'granted'
      ? Promise.all([
          context.queryClient.ensureQueryData(context.trpc.admin.settings.get.queryOptions()),
          context.queryClient.ensureQueryData(context.trpc.admin.settings.history.queryOptions()),
        ])
      : undefined,
  component: SettingsRoute,
});

function SettingsRoute() {
  const { section } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SettingsAdmin
      section={section ?? 'offices'}
      onSection={(next) => void navigate({ search: next === 'offices' ? {} : { section: next }, replace: true })}
    />
  );
}

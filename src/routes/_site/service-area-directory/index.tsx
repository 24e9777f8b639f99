import { createFileRoute, Link } from '@tanstack/react-router';
import { Anchor, Badge, Container, Group, Stack, Text, Title } from '#src/components/plain';
import { Grid, SimpleGrid } from '#src/components/layout/responsive-grid';
import { useBusiness } from '#src/lib/business';
import { servedStates } from '#content/service-area';
import { pageHead } from '#src/lib/seo';
import { OfficePhones } from '#src/components/content/office-phones';
import { OfficeCards } from '#src/components/content/office-cards';
import { PageBreadcrumbs } from '#src/components/content/page-breadcrumbs';
import { TerritoryMap } from '#src/features/service-area/territory-map';
import classes from '#src/features/service-area/service-area.module.css';
import { CemeteryDirectoryList } from '#src/features/cemeteries/cemetery-directory-list';

const trail = [{ name: 'Service Area', path: '/service-area-directory' }];

export const Route = createFileRoute('/_site/service-area-directory/')({
  // A light page: the plain components draw Mantine's markup without Mantine (decision 295).
  staticData: { light: true },
  // The counties come through the loader (split with the component), so the service area's copy
  // is not part of every page's first download (decision 044). The published cemeteries come with
  // the page (decision 271).
  loader: async ({ context }) => ({
    cemeteries: await context.api.cemeteries.listPublished(),
    areaServed: servedStates.flatMap((state) => [
      { '@type': 'State', name: state.name },
      ...state.regions.flatMap((region) =>
        region.counties.map((county) => ({ '@type': 'AdministrativeArea', name: `${county.name}, ${state.code}` })),
      ),
    ]),
  }),
  head: ({ match, loaderData }) => {
    const siteUrl = match.context.siteUrl;
    return pageHead(match, {
      title: 'Service Area Directory: Oklahoma, Texas and New Mexico',
      description:
        'The counties and towns we serve with headstones, markers and installation: South Central Oklahoma from Ada, North Central Texas from Wylie, and eastern New Mexico by arrangement.',
      breadcrumbs: trail,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: 'Monument design, engraving and installation',
          serviceType: 'Headstones, grave markers and memorials',
          provider: { '@id': `${siteUrl}/#organization` },
          areaServed: loaderData?.areaServed ?? [],
        },
      ],
    });
  },
  component: ServiceAreaPage,
});

function ServiceAreaPage() {
  const business = useBusiness();
  const { cemeteries } = Route.useLoaderData();
  const inState = (code: string) => cemeteries.filter((cemetery) => cemetery.state === code);
  const elsewhere = cemeteries.filter((cemetery) => !servedStates.some((state) => state.code === cemetery.state));
  return (
    <>
      <div className={classes.pageIntro}>
        <Container size="xl">
          <PageBreadcrumbs trail={trail} />
          <Title order={1}>Service Area Directory</Title>
          <Text size="lg" mt="sm" maw={760}>
            We design, deliver and install memorials across {business.serviceArea.summary}. Find your county below; if
            your town is not listed, call us: we very likely serve it too.
          </Text>
        </Container>
      </div>

      <Container size="xl" py={48}>
        <Grid gap={{ base: 'xl', md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <TerritoryMap />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Title order={2}>Our Offices</Title>
              <OfficeCards headingOrder={3} stacked />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>

      {servedStates.map((state) => (
        <Container key={state.id} size="xl" pb={48} component="section" aria-labelledby={`state-${state.id}`}>
          <Title order={2} id={`state-${state.id}`} mb="md">
            {state.name}
          </Title>
          {state.regions.map((region) => (
            <Stack key={region.id} gap="md" mb="xl">
              <Group gap="sm" align="center">
                <Title order={3}>{region.name}</Title>
                {region.byArrangement && (
                  <Badge color="bronze.8" variant="filled" size="lg">
                    By arrangement
                  </Badge>
                )}
              </Group>
              <Text maw={760}>{region.summary}</Text>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
                {region.counties.map((county) => (
                  <div key={county.name} className={classes.countyCard}>
                    <Title order={4} size="h5">
                      {county.name}
                    </Title>
                    <Text size="sm" c="dimmed">
                      Served from{' '}
                      {business.offices.find((office) => office.id === county.office)?.name ?? county.office}
                    </Text>
                    <ul className={classes.towns} aria-label={`Towns in ${county.name}`}>
                      {county.towns.map((town) => (
                        <li key={town}>{town}</li>
                      ))}
                    </ul>
                  </div>
                ))}
              </SimpleGrid>
            </Stack>
          ))}
          <CemeteryDirectoryList cemeteries={inState(state.code)} headingId={`cemeteries-${state.id}`} />
        </Container>
      ))}

      {elsewhere.length > 0 && (
        <Container size="xl" pb={48}>
          <CemeteryDirectoryList
            cemeteries={elsewhere}
            headingId="cemeteries-elsewhere"
            title="Other cemeteries we know well"
          />
        </Container>
      )}

      <Container size="xl" pb={48}>
        <Text size="lg">
          Don’t see your town? Call <OfficePhones as="inline" />, or{' '}
          <Anchor component={Link} to="/contact-us" underline="always">
            send us a message
          </Anchor>
          .
        </Text>
      </Container>
    </>
  );
}

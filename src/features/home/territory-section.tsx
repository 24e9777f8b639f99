import { Link } from '@tanstack/react-router';
import { Anchor, Button, Container, List, Stack, Text } from '#src/components/plain';
import { Grid } from '#src/components/layout/responsive-grid';
import { servedStates } from '#content/service-area';
import { TerritoryMap } from '../service-area/territory-map';
import { SectionHeading } from './section-heading';
import classes from './home.module.css';

/** Where the company works: the map (loaded as it nears the screen) and the regions in words. */
export function TerritorySection() {
  return (
    <section className={`${classes.section} ${classes.sectionTinted}`} aria-labelledby="territory-title">
      <Container size="xl">
        <Grid gap={{ base: 'xl', md: 56 }} align="center">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <SectionHeading
                id="territory-title"
                eyebrow="Service area"
                title="Serving Oklahoma, Texas and New Mexico"
              >
                Our crews install memorials every week across South Central Oklahoma and North Central Texas, and by
                arrangement in eastern New Mexico.
              </SectionHeading>
              <List spacing={6}>
                {servedStates.map((state) => (
                  <List.Item key={state.id}>
                    <Text span fw={600}>
                      {state.name}:
                    </Text>{' '}
                    {state.regions.map((region) => region.name).join(', ')}
                    {state.regions.some((region) => region.byArrangement) ? ' (by arrangement)' : ''}
                  </List.Item>
                ))}
              </List>
              <div>
                <Button component={Link} to="/service-area-directory" size="md" variant="outline">
                  Find Your Town
                </Button>
              </div>
              <Text size="sm">
                Not sure we reach your cemetery?{' '}
                <Anchor component={Link} to="/contact-us" underline="always">
                  Ask us
                </Anchor>
                : we travel farther than you might think.
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <TerritoryMap />
          </Grid.Col>
        </Grid>
      </Container>
    </section>
  );
}

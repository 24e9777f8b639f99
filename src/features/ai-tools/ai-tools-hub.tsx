import { Link } from '@tanstack/react-router';
import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { PageHero } from '#src/components/content/page-hero';
import { CallToAction } from '#src/components/content/call-to-action';
import { aiTools, type AiTool } from './ai-tools';
import { aiToolsBreadcrumbs } from './trails';
import classes from './ai-tools.module.css';

/** /ai-tools: the tools, each with what it does and what it does not do, in plain words. */
export function AiToolsHub() {
  return (
    <>
      <PageHero
        eyebrow="AI tools"
        title="Tools to Help You Plan a Memorial"
        breadcrumbs={aiToolsBreadcrumbs}
        lead="Small, honest helpers for the parts of planning a memorial that families tell us are hardest: finding the words, seeing the stone before it is made, and knowing what to ask. They work on our own library and our own pages; when we connect a language model, it only adds ideas, and everything it suggests is checked before you see it."
      />
      <Container size="lg" py={{ base: 24, md: 40 }}>
        <Stack gap="xl">
          <ul className={classes.tools} aria-label="AI tools">
            {aiTools.map((tool) => (
              <li key={tool.key}>
                <ToolCard tool={tool} />
              </li>
            ))}
          </ul>
          <Paper withBorder p="lg" radius="md" bg="gray.0">
            <Title order={2} size="h4" mb="xs">
              A person is always part of it
            </Title>
            <Text>
              Nothing these tools suggest is cut in granite until our designers have drawn your monument and you have
              checked and approved every name, date and word. If you would rather talk it through, we are glad to help
              by phone or in person.
            </Text>
          </Paper>
        </Stack>
      </Container>
      <CallToAction title="Would you rather talk with us?" />
    </>
  );
}

function ToolCard({ tool }: { tool: AiTool }) {
  const headingId = `tool-${tool.key}`;
  return (
    <Paper withBorder p="lg" radius="md" className={classes.toolCard} component="article" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h3" id={headingId}>
          {tool.name}
        </Title>
        {!tool.to && (
          <div>
            <span className={classes.soon}>Coming soon</span>
          </div>
        )}
        <Text>{tool.summary}</Text>
        <Title order={3} size="h5">
          What it does
        </Title>
        <ul className={classes.toolList}>
          {tool.does.map((item) => (
            <li key={item}>
              <Text size="sm" component="span">
                {item}
              </Text>
            </li>
          ))}
        </ul>
        <Title order={3} size="h5">
          What it does not do
        </Title>
        <ul className={classes.toolList}>
          {tool.doesNot.map((item) => (
            <li key={item}>
              <Text size="sm" component="span">
                {item}
              </Text>
            </li>
          ))}
        </ul>
        {tool.to ? (
          <Button component={Link} to={tool.to} mt="auto" size="md">
            Open the {tool.name}
          </Button>
        ) : (
          <Text size="sm" c="dimmed" mt="auto">
            We are still building this one. Until then, our office answers every question by phone or through the
            contact form.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

// @vitest-environment node
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router';
import { createTRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '#server/app-router';
import type { RouterContext } from '#src/router';
import { SiteMantineProvider } from '#src/lib/site-mantine-provider';
import { MantineScope, registerMantineScope } from '#src/lib/mantine-scope';
import { seededSettings } from '#tests/support/seeded-business';
import { ContactForm } from './contact-form';
import { ContactFormStatic } from './contact-form-static';

registerMantineScope(SiteMantineProvider);

/** Server HTML of `Form` where the home page has it: in Mantine's scope, inside the router. */
async function serverHtml(Form: ComponentType<{ sourcePage: string }>) {
  const queryClient = new QueryClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({
    client: createTRPCClient<AppRouter>({ links: [] }),
    queryClient,
  });
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <div id="home-contact-panel">
        <MantineScope>
          <Form sourcePage="/" />
        </MantineScope>
      </div>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer: true,
    context: {
      queryClient,
      trpc,
      api: null,
      siteUrl: 'http://localhost',
      business: seededSettings.business,
      gates: seededSettings.gates,
    } as unknown as RouterContext,
  });
  await router.load();
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return html.slice(html.indexOf('<div id="home-contact-panel">'), html.lastIndexOf('</div>') + 6);
}

/** Each start tag with its attributes (class names and style declarations too) in one order. */
function normalize(html: string) {
  return html.replace(/<([a-z][a-z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/gi, (_, tag, attrs, close) => {
    const list = [...(attrs as string).matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map(([, name, value = '']) => {
      if (name === 'class') value = value.split(/\s+/).filter(Boolean).sort().join(' ');
      if (name === 'style')
        value = value
          .split(';')
          .filter(Boolean)
          .map((d) => d.trim())
          .sort()
          .join(';');
      return `${name}="${value}"`;
    });
    return `<${tag}${list
      .sort()
      .map((a) => ` ${a}`)
      .join('')}${close}>`;
  });
}

describe("the contact form's server copy", () => {
  it('writes the markup, text and ids the real form renders first', async () => {
    const real = await serverHtml(ContactForm);
    const copy = await serverHtml(ContactFormStatic);
    expect(real).toContain('<form');
    expect(real).toContain('Send Message');
    expect(normalize(copy)).toBe(normalize(real));
  });
});

// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Checkbox,
  Container,
  Group,
  List,
  Loader,
  MantineProvider,
  NativeSelect,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { theme } from '#src/lib/theme';
import * as P from './index';

// Mantine's components under one name, as the plain ones are under P.
const M = {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Checkbox,
  Container,
  Group,
  List,
  Loader,
  MantineProvider,
  NativeSelect,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
};

/**
 * Each plain component must write the markup Mantine writes for the same props (tag, classes,
 * CSS variables, inline styles, data attributes), so a page moved to plain components looks
 * exactly the same. Class order, style order and responsive class names are not compared.
 */
function normalize(html: string): unknown[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out: unknown[] = [];
  const walk = (node: Element) => {
    const attrs: Record<string, unknown> = {};
    for (const attr of Array.from(node.attributes)) {
      if (attr.name === 'class')
        attrs.class = attr.value
          .split(/\s+/)
          .filter(Boolean)
          .map((c) => c.replace(/^(__mdi__|plain)-\w+$/, 'responsive'))
          .sort();
      else if (attr.name === 'style')
        attrs.style = Object.fromEntries(
          attr.value
            .split(';')
            .filter(Boolean)
            .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()])
            .sort(),
        );
      // A list of ids: Mantine may leave two spaces where one id is missing.
      else if (attr.name === 'aria-describedby') attrs[attr.name] = attr.value.split(/\s+/).filter(Boolean).join(' ');
      else if (
        attr.name === 'data-href' ||
        attr.name === 'data-precedence' ||
        (attr.name === 'href' && node.tagName === 'STYLE')
      )
        continue;
      else attrs[attr.name] = attr.value;
    }
    if (attrs.class && (attrs.class as string[]).length === 0) delete attrs.class;
    out.push([
      node.tagName,
      attrs,
      node.tagName === 'STYLE' ? node.textContent?.replace(/\.(__mdi__|plain)-\w+/g, '.x').replace(/\s/g, '') : '',
    ]);
    for (const child of Array.from(node.children)) walk(child);
  };
  // Mantine's Checkbox.Group writes a hidden input without a name (never sent): not compared.
  for (const hidden of Array.from(doc.body.querySelectorAll('input[type="hidden"]:not([name])'))) hidden.remove();
  for (const child of Array.from(doc.body.children)) walk(child);
  return out;
}

const mantine = (element: ReactElement) =>
  renderToStaticMarkup(
    <M.MantineProvider
      theme={theme}
      withCssVariables={false}
      withGlobalClasses={false}
      forceColorScheme="light"
      deduplicateInlineStyles
    >
      {element}
    </M.MantineProvider>,
  );
const plain = (element: ReactElement) => renderToStaticMarkup(element);

const cases: [string, ReactElement, ReactElement][] = [
  ['Container', <M.Container size="xl" py={48} />, <P.Container size="xl" py={48} />],
  [
    'Container responsive',
    <M.Container size="lg" py={{ base: 32, md: 56 }} />,
    <P.Container size="lg" py={{ base: 32, md: 56 }} />,
  ],
  [
    'Container section',
    <M.Container size="xl" component="section" className="a" aria-labelledby="t" />,
    <P.Container size="xl" component="section" className="a" aria-labelledby="t" />,
  ],
  ['Text', <M.Text>t</M.Text>, <P.Text>t</P.Text>],
  [
    'Text sm dimmed',
    <M.Text size="sm" c="dimmed" ta="center" mt={8}>
      t
    </M.Text>,
    <P.Text size="sm" c="dimmed" ta="center" mt={8}>
      t
    </P.Text>,
  ],
  [
    'Text span',
    <M.Text component="span" display="block" className="x" mb={4}>
      t
    </M.Text>,
    <P.Text component="span" display="block" className="x" mb={4}>
      t
    </P.Text>,
  ],
  [
    'Text span prop',
    <M.Text span fw={600}>
      t
    </M.Text>,
    <P.Text span fw={600}>
      t
    </P.Text>,
  ],
  [
    'Text blockquote',
    <M.Text component="blockquote" m={0} fz="lg" lh={1.6} style={{ fontStyle: 'italic' }}>
      q
    </M.Text>,
    <P.Text component="blockquote" m={0} fz="lg" lh={1.6} style={{ fontStyle: 'italic' }}>
      q
    </P.Text>,
  ],
  [
    'Text address',
    <M.Text component="address" fs="normal" maw={560} c="white">
      a
    </M.Text>,
    <P.Text component="address" fs="normal" maw={560} c="white">
      a
    </P.Text>,
  ],
  [
    'Text lg colour',
    <M.Text size="lg" c="brand.7" tt="uppercase" fz={14}>
      a
    </M.Text>,
    <P.Text size="lg" c="brand.7" tt="uppercase" fz={14}>
      a
    </P.Text>,
  ],
  [
    'Title',
    <M.Title order={2} className="h">
      T
    </M.Title>,
    <P.Title order={2} className="h">
      T
    </P.Title>,
  ],
  [
    'Title sized',
    <M.Title order={3} size="h4" mb={8} id="i">
      T
    </M.Title>,
    <P.Title order={3} size="h4" mb={8} id="i">
      T
    </P.Title>,
  ],
  ['Title h1', <M.Title>T</M.Title>, <P.Title>T</P.Title>],
  ['Stack', <M.Stack gap={4} />, <P.Stack gap={4} />],
  ['Stack nav', <M.Stack gap={6} component="nav" aria-label="x" />, <P.Stack gap={6} component="nav" aria-label="x" />],
  [
    'Stack aligned',
    <M.Stack gap="lg" maw={640} align="center" ta="center" mb="xl" />,
    <P.Stack gap="lg" maw={640} align="center" ta="center" mb="xl" />,
  ],
  [
    'Group',
    <M.Group gap={4} component="nav" aria-label="Main" className="n" />,
    <P.Group gap={4} component="nav" aria-label="Main" className="n" />,
  ],
  ['Group nowrap', <M.Group gap="xs" wrap="nowrap" />, <P.Group gap="xs" wrap="nowrap" />],
  [
    'Group between',
    <M.Group justify="space-between" align="flex-end" mb="xl" gap="lg" />,
    <P.Group justify="space-between" align="flex-end" mb="xl" gap="lg" />,
  ],
  ['Center', <M.Center role="status" aria-live="polite" />, <P.Center role="status" aria-live="polite" />],
  [
    'Anchor',
    <M.Anchor href="tel:1" className="l" c="white" fw={600}>
      a
    </M.Anchor>,
    <P.Anchor href="tel:1" className="l" c="white" fw={600}>
      a
    </P.Anchor>,
  ],
  [
    'Anchor inherit',
    <M.Anchor href="tel:1" inherit fw={600}>
      a
    </M.Anchor>,
    <P.Anchor href="tel:1" inherit fw={600}>
      a
    </P.Anchor>,
  ],
  [
    'Anchor visibleFrom',
    <M.Anchor href="tel:1" visibleFrom="sm" size="sm">
      a
    </M.Anchor>,
    <P.Anchor href="tel:1" visibleFrom="sm" size="sm">
      a
    </P.Anchor>,
  ],
  [
    'Paper',
    <M.Paper withBorder p="lg" radius="lg" bg="brand.0" component="aside" />,
    <P.Paper withBorder p="lg" radius="lg" bg="brand.0" component="aside" />,
  ],
  [
    'Paper responsive',
    <M.Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} />,
    <P.Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} />,
  ],
  ['Button', <M.Button>b</M.Button>, <P.Button>b</P.Button>],
  [
    'Button sm',
    <M.Button size="sm" visibleFrom="sm">
      b
    </M.Button>,
    <P.Button size="sm" visibleFrom="sm">
      b
    </P.Button>,
  ],
  [
    'Button white',
    <M.Button size="md" variant="white">
      b
    </M.Button>,
    <P.Button size="md" variant="white">
      b
    </P.Button>,
  ],
  ['Button light', <M.Button variant="light">b</M.Button>, <P.Button variant="light">b</P.Button>],
  [
    'Button disabled',
    <M.Button type="submit" size="md" disabled>
      b
    </M.Button>,
    <P.Button type="submit" size="md" disabled>
      b
    </P.Button>,
  ],
  [
    'Button outline',
    <M.Button variant="outline" size="md">
      b
    </M.Button>,
    <P.Button variant="outline" size="md">
      b
    </P.Button>,
  ],
  [
    'Button bronze',
    <M.Button color="bronze" size="lg" fullWidth>
      b
    </M.Button>,
    <P.Button color="bronze" size="lg" fullWidth>
      b
    </P.Button>,
  ],
  [
    'Button link',
    <M.Button component="a" href="/x" size="md" leftSection={<i>i</i>} rightSection={<b>r</b>}>
      l
    </M.Button>,
    <P.Button component="a" href="/x" size="md" leftSection={<i>i</i>} rightSection={<b>r</b>}>
      l
    </P.Button>,
  ],
  [
    'UnstyledButton',
    <M.UnstyledButton className="n" aria-expanded={false}>
      u
    </M.UnstyledButton>,
    <P.UnstyledButton className="n" aria-expanded={false}>
      u
    </P.UnstyledButton>,
  ],
  [
    'ActionIcon',
    <M.ActionIcon className="b" variant="subtle" color="dark" size="lg" disabled aria-label="m">
      i
    </M.ActionIcon>,
    <P.ActionIcon className="b" variant="subtle" color="dark" size="lg" disabled aria-label="m">
      i
    </P.ActionIcon>,
  ],
  [
    'ActionIcon enabled',
    <M.ActionIcon variant="subtle" color="dark" size="lg" aria-label="m">
      i
    </M.ActionIcon>,
    <P.ActionIcon variant="subtle" color="dark" size="lg" aria-label="m">
      i
    </P.ActionIcon>,
  ],
  ['Badge', <M.Badge>b</M.Badge>, <P.Badge>b</P.Badge>],
  [
    'Button default',
    <M.Button variant="default" radius="xl" component="a" href="tel:1">
      d
    </M.Button>,
    <P.Button variant="default" radius="xl" component="a" href="tel:1">
      d
    </P.Button>,
  ],
  [
    'Button outline white',
    <M.Button variant="outline" color="white" size="md">
      o
    </M.Button>,
    <P.Button variant="outline" color="white" size="md">
      o
    </P.Button>,
  ],
  [
    'Button subtle',
    <M.Button variant="subtle" color="bronze">
      s
    </M.Button>,
    <P.Button variant="subtle" color="bronze">
      s
    </P.Button>,
  ],
  [
    'Badge light',
    <M.Badge variant="light" color="bronze">
      b
    </M.Badge>,
    <P.Badge variant="light" color="bronze">
      b
    </P.Badge>,
  ],
  [
    'List',
    <M.List spacing={4}>
      <M.List.Item>i</M.List.Item>
    </M.List>,
    <P.List spacing={4}>
      <P.List.Item>i</P.List.Item>
    </P.List>,
  ],
  [
    'Skeleton',
    <M.Skeleton height={20} width="80%" mt={8} radius="md" />,
    <P.Skeleton height={20} width="80%" mt={8} radius="md" />,
  ],
  ['Loader', <M.Loader size="sm" />, <P.Loader size="sm" />],
  [
    'Box',
    <M.Box component="main" id="main" tabIndex={-1} style={{ outline: 'none' }} />,
    <P.Box component="main" id="main" tabIndex={-1} style={{ outline: 'none' }} />,
  ],
  ['Box sizes', <M.Box mx="auto" maw="40rem" px="md" w={200} />, <P.Box mx="auto" maw="40rem" px="md" w={200} />],
  [
    'Badge radius',
    <M.Badge variant="light" color="bronze" radius="sm">
      b
    </M.Badge>,
    <P.Badge variant="light" color="bronze" radius="sm">
      b
    </P.Badge>,
  ],
  [
    'Button default',
    <M.Button variant="default" radius="xl" component="a" href="tel:1">
      d
    </M.Button>,
    <P.Button variant="default" radius="xl" component="a" href="tel:1">
      d
    </P.Button>,
  ],
  [
    'Button outline white',
    <M.Button variant="outline" color="white" size="md">
      o
    </M.Button>,
    <P.Button variant="outline" color="white" size="md">
      o
    </P.Button>,
  ],
  [
    'Button subtle',
    <M.Button variant="subtle" color="bronze">
      s
    </M.Button>,
    <P.Button variant="subtle" color="bronze">
      s
    </P.Button>,
  ],
  [
    'Button shade',
    <M.Button size="md" color="bronze.8">
      b
    </M.Button>,
    <P.Button size="md" color="bronze.8">
      b
    </P.Button>,
  ],
  [
    'Button white shade',
    <M.Button size="lg" variant="white" color="bronze.9">
      b
    </M.Button>,
    <P.Button size="lg" variant="white" color="bronze.9">
      b
    </P.Button>,
  ],
  ['Button shade 9', <M.Button color="brand.9">b</M.Button>, <P.Button color="brand.9">b</P.Button>],
  [
    'Alert with a title',
    <M.Alert id="a" color="red" title="No answer">
      w
    </M.Alert>,
    <P.Alert id="a" color="red" title="No answer">
      w
    </P.Alert>,
  ],
  [
    'Alert alone',
    <M.Alert id="a" color="red">
      w
    </M.Alert>,
    <P.Alert id="a" color="red">
      w
    </P.Alert>,
  ],
  ['VisuallyHidden', <M.VisuallyHidden>v</M.VisuallyHidden>, <P.VisuallyHidden>v</P.VisuallyHidden>],
  [
    'TextInput',
    <M.TextInput id="e" label="Email" size="md" type="email" name="email" />,
    <P.TextField id="e" label="Email" size="md" type="email" name="email" />,
  ],
  [
    'TextInput with description and error',
    <M.TextInput id="c" label="Code" description="Nine" error="Wrong" size="md" name="code" defaultValue="K7M" />,
    <P.TextField id="c" label="Code" description="Nine" error="Wrong" size="md" name="code" defaultValue="K7M" />,
  ],
  [
    'TextInput with an error alone',
    <M.TextInput id="c" label="Code" error="Wrong" name="code" />,
    <P.TextField id="c" label="Code" error="Wrong" name="code" />,
  ],
  [
    'Textarea with description',
    <M.Textarea id="q" label="Question" description="Words" name="question" rows={2} placeholder="p" />,
    <P.TextareaField id="q" label="Question" description="Words" name="question" rows={2} placeholder="p" />,
  ],
  [
    'Textarea with description and error',
    <M.Textarea id="q" label="Question" description="Words" error="Too long" name="question" />,
    <P.TextareaField id="q" label="Question" description="Words" error="Too long" name="question" />,
  ],
  [
    'NativeSelect with an error and a default value',
    <M.NativeSelect
      id="t"
      label="When"
      error="Please choose"
      name="timeline"
      defaultValue="a"
      data={[{ value: 'a', label: 'A' }]}
    />,
    <P.SelectField
      id="t"
      label="When"
      error="Please choose"
      name="timeline"
      defaultValue="a"
      data={[{ value: 'a', label: 'A' }]}
    />,
  ],
  [
    'Textarea with an error alone, a class and a value',
    <M.Textarea
      id="q"
      label="Loves"
      error="Too long"
      name="loves"
      rows={2}
      maxLength={200}
      value="x"
      onChange={() => {}}
      classNames={{ input: 'grow' }}
    />,
    <P.TextareaField
      id="q"
      label="Loves"
      error="Too long"
      name="loves"
      rows={2}
      maxLength={200}
      value="x"
      onChange={() => {}}
      className="grow"
    />,
  ],
  [
    'TextInput required',
    <M.TextInput id="a" label="Names" required name="givenNames" />,
    <P.TextField id="a" label="Names" required name="givenNames" />,
  ],
  [
    'NativeSelect',
    <M.NativeSelect
      id="s"
      label="Who"
      name="rel"
      value="b"
      onChange={() => {}}
      data={[
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ]}
    />,
    <P.SelectField
      id="s"
      label="Who"
      name="rel"
      value="b"
      onChange={() => {}}
      data={[
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ]}
    />,
  ],
  [
    'NativeSelect with description and error',
    <M.NativeSelect
      id="s"
      label="Who"
      description="d"
      error="Bad"
      name="rel"
      value="a"
      onChange={() => {}}
      data={[{ value: 'a', label: 'A' }]}
    />,
    <P.SelectField
      id="s"
      label="Who"
      description="d"
      error="Bad"
      name="rel"
      value="a"
      onChange={() => {}}
      data={[{ value: 'a', label: 'A' }]}
    />,
  ],
  [
    'Group grow, two fields sharing a row, with minimum widths',
    <M.Group grow align="flex-start" wrap="wrap" gap="md">
      <M.TextInput id="a" label="A" miw={220} />
      <M.TextInput id="b" label="B" miw={220} />
    </M.Group>,
    <P.Group grow align="flex-start" wrap="wrap" gap="md">
      <P.TextField id="a" label="A" rootProps={{ miw: 220 }} />
      <P.TextField id="b" label="B" rootProps={{ miw: 220 }} />
    </P.Group>,
  ],
  [
    'Button compact submit',
    <M.Button type="submit" name="step" value={2} size="compact-sm" variant="light">
      s
    </M.Button>,
    <P.Button type="submit" name="step" value={2} size="compact-sm" variant="light">
      s
    </P.Button>,
  ],
  [
    'Button loading',
    <M.Button loading variant="light">
      l
    </M.Button>,
    <P.Button loading variant="light">
      l
    </P.Button>,
  ],
  [
    'Button disabled default',
    <M.Button variant="default" disabled>
      d
    </M.Button>,
    <P.Button variant="default" disabled>
      d
    </P.Button>,
  ],
  [
    'NumberInput with description and error',
    <M.NumberInput
      id="n"
      name="length"
      label="Width"
      description="2 ft"
      error="Too wide"
      value={36}
      suffix=" in"
      inputMode="decimal"
    />,
    <P.NumberField
      id="n"
      name="length"
      label="Width"
      description="2 ft"
      error="Too wide"
      value="36 in"
      inputMode="decimal"
      onChange={() => {}}
    />,
  ],
  [
    'NumberInput responsive width',
    <M.NumberInput
      id="n"
      name="names"
      label="Names"
      description="d"
      value={2}
      inputMode="decimal"
      w={{ base: '100%', xs: 320 }}
    />,
    <P.NumberField
      id="n"
      name="names"
      label="Names"
      description="d"
      value="2"
      inputMode="decimal"
      onChange={() => {}}
      rootProps={{ w: { base: '100%', xs: 320 } }}
    />,
  ],
  [
    'NumberInput marked in error',
    <M.NumberInput
      id="n"
      name="lengthFeet"
      label="Feet"
      aria-label="Width, feet"
      value={3}
      suffix=" ft"
      inputMode="decimal"
      error
    />,
    <P.NumberField
      id="n"
      name="lengthFeet"
      label="Feet"
      aria-label="Width, feet"
      value="3 ft"
      inputMode="decimal"
      onChange={() => {}}
      error
    />,
  ],
  [
    'TextInput',
    <M.TextInput
      id="t"
      name="zip"
      label="ZIP code"
      value="74820"
      onChange={() => {}}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={10}
    />,
    <P.TextField
      id="t"
      name="zip"
      label="ZIP code"
      value="74820"
      onChange={() => {}}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={10}
    />,
  ],
  [
    'TextInput with error',
    <M.TextInput
      id="t"
      name="zip"
      label="ZIP code"
      value="7"
      onChange={() => {}}
      error="Please enter a 5-digit ZIP code"
    />,
    <P.TextField
      id="t"
      name="zip"
      label="ZIP code"
      value="7"
      onChange={() => {}}
      error="Please enter a 5-digit ZIP code"
    />,
  ],
  [
    'TextInput required, with a minimum width',
    <M.TextInput id="t" name="name" label="Your name" required autoComplete="name" miw={200} defaultValue="Ann" />,
    <P.TextField
      id="t"
      name="name"
      label="Your name"
      required
      autoComplete="name"
      rootProps={{ miw: 200 }}
      defaultValue="Ann"
    />,
  ],
  [
    'NativeSelect, medium, with a flex basis on its wrapper',
    <M.NativeSelect
      id="s"
      name="day"
      label="Day"
      value="b"
      onChange={() => {}}
      data={[
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ]}
      size="md"
      style={{ flex: '1 1 14rem' }}
    />,
    <P.SelectField
      id="s"
      name="day"
      label="Day"
      value="b"
      onChange={() => {}}
      data={[
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ]}
      size="md"
      rootProps={{ style: { flex: '1 1 14rem' } }}
    />,
  ],
  [
    'Radio group',
    <M.Radio.Group id="g" name="dates" label="Dates" value="full" error="e" onChange={() => {}}>
      <M.Stack gap="xs" mt="xs">
        <M.Radio id="r1" value="full" label="Full" />
        <M.Radio id="r2" value="years" label="Years" />
      </M.Stack>
    </M.Radio.Group>,
    <P.ChoiceGroup id="g" kind="radio" label="Dates" error="e">
      <P.Stack gap="xs" mt="xs">
        <P.Radio id="r1" name="dates" value="full" label="Full" checked onChange={() => {}} />
        <P.Radio id="r2" name="dates" value="years" label="Years" checked={false} onChange={() => {}} />
      </P.Stack>
    </P.ChoiceGroup>,
  ],
  [
    'Radio group with descriptions',
    <M.Radio.Group id="g" name="tone" label="Tone" description="d" value="warm" onChange={() => {}}>
      <M.Radio id="r1" value="warm" label="Warm" description="Gentle words" />
      <M.Radio id="r2" value="plain" label="Plain" />
    </M.Radio.Group>,
    <P.ChoiceGroup id="g" kind="radio" label="Tone" description="d">
      <P.Radio id="r1" name="tone" value="warm" label="Warm" description="Gentle words" checked onChange={() => {}} />
      <P.Radio id="r2" name="tone" value="plain" label="Plain" checked={false} onChange={() => {}} />
    </P.ChoiceGroup>,
  ],
  [
    'Checkbox group',
    <M.Checkbox.Group id="g" label="Extras" description="d" value={['a']} onChange={() => {}}>
      <M.Checkbox id="c1" name="addons" value="a" label="A" description="cat" />
      <M.Checkbox id="c2" name="addons" value="b" label="B" />
    </M.Checkbox.Group>,
    <P.ChoiceGroup id="g" kind="checkbox" label="Extras" description="d">
      <P.Checkbox id="c1" name="addons" value="a" label="A" description="cat" checked onChange={() => {}} />
      <P.Checkbox id="c2" name="addons" value="b" label="B" checked={false} onChange={() => {}} />
    </P.ChoiceGroup>,
  ],
  [
    'Switch',
    <M.Switch id="s" name="foundation" value="true" label="Concrete" description="d" checked onChange={() => {}} />,
    <P.Switch id="s" name="foundation" value="true" label="Concrete" description="d" checked onChange={() => {}} />,
  ],
  [
    'Switch off',
    <M.Switch id="s" name="foundation" value="true" label="Concrete" checked={false} onChange={() => {}} />,
    <P.Switch id="s" name="foundation" value="true" label="Concrete" checked={false} onChange={() => {}} />,
  ],
  [
    'SegmentedControl as radios',
    <M.SegmentedControl
      name="units"
      aria-label="Sizes in"
      size="xs"
      value="in"
      onChange={() => {}}
      data={[
        { value: 'in', label: 'Inches' },
        { value: 'ftin', label: 'Feet and inches' },
      ]}
    />,
    <P.SegmentedRadios
      name="units"
      aria-label="Sizes in"
      size="xs"
      value="in"
      onChange={() => {}}
      data={[
        { value: 'in', label: 'Inches' },
        { value: 'ftin', label: 'Feet and inches' },
      ]}
    />,
  ],
  [
    'Alert with title',
    <M.Alert id="a" color="orange" title="Please change one choice">
      m
    </M.Alert>,
    <P.Alert id="a" color="orange" title="Please change one choice">
      m
    </P.Alert>,
  ],
  [
    'Alert',
    <M.Alert id="a" color="red">
      m
    </M.Alert>,
    <P.Alert id="a" color="red">
      m
    </P.Alert>,
  ],
];

describe('plain components write the markup Mantine writes', () => {
  it.each(cases)('%s', (_name, m, p) => {
    expect(normalize(plain(p))).toEqual(normalize(mantine(m)));
  });
});

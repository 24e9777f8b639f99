import { NOTIFICATION_KINDS, type SettingsSection } from '#server/modules/settings/settings.choices';

/** One section's values as its form edits them. */
export type Draft = Record<string, unknown>;

/** The stored section as the form edits it: lists as typed text, secrets as "nothing new". */
export function toDraft(section: SettingsSection, value: unknown): Draft {
  const draft = structuredClone(value) as Draft;
  if (section === 'offices') {
    const area = draft.serviceArea as { primaryStates: string[] };
    draft.serviceArea = { ...area, primaryStates: area.primaryStates.join(', ') };
  }
  if (section === 'notifications') {
    for (const kind of NOTIFICATION_KINDS)
      draft[kind.key] = ((draft[kind.key] as string[] | undefined) ?? []).join(', ');
  }
  if (section === 'smtp') draft.password = {};
  if (section === 'ai') draft.apiKey = {};
  return draft;
}

const splitList = (text: unknown) =>
  String(text ?? '')
    .split(/[,;\n]+/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The form's draft as the schema takes it. */
export function fromDraft(section: SettingsSection, draft: Draft): Draft {
  const value = structuredClone(draft);
  if (section === 'offices') {
    const area = value.serviceArea as { primaryStates: string };
    value.serviceArea = { ...area, primaryStates: splitList(area.primaryStates) };
  }
  if (section === 'notifications') for (const kind of NOTIFICATION_KINDS) value[kind.key] = splitList(value[kind.key]);
  for (const key of ['password', 'apiKey']) {
    const change = value[key] as { value?: string; clear?: boolean } | undefined;
    if (change && !change.clear && !change.value) delete value[key];
  }
  return value;
}

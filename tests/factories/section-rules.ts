import type { SectionRules } from '#server/modules/cemeteries/cemeteries.choices';

/** A confirmed section with no limit of its own, for the rule checks' tests; `over` sets the rules a test needs. */
export function sectionRules(over: Partial<SectionRules> = {}): SectionRules {
  return {
    cemeteryName: 'Rose Hill',
    sectionName: 'Section B',
    kindsAllowed: ['upright', 'slant', 'bevel', 'flat'],
    maxHeightIn: null,
    maxWidthIn: null,
    maxDepthIn: null,
    baseMaxHeightIn: null,
    baseMaxWidthIn: null,
    baseMaxDepthIn: null,
    baseRequired: false,
    foundationRequired: false,
    foundationBy: null,
    graniteColors: null,
    bronzeOnly: false,
    vasesAllowed: true,
    settingFeeCents: null,
    permitFeeCents: null,
    approvalLeadDays: null,
    confirmedOn: '2026-03-10',
    confirmedSource: 'phone',
    ...over,
  };
}

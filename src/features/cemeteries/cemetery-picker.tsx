import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { Loader, SelectField, Text, TextField } from '#src/components/plain';
import { publicErrorMessage } from '#src/lib/public-api';
import type { CemeteryChoice, SectionRules } from '#server/modules/cemeteries/cemeteries.choices';
import type { publishedCemetery, searchCemeteries } from '#server/modules/cemeteries/cemeteries.service';
import classes from './cemetery-picker.module.css';

/** One confirmed section of a published cemetery, as `cemeteries.get` sends it. */
export type PublishedSection = Awaited<ReturnType<typeof publishedCemetery>>['sections'][number];
type Found = Awaited<ReturnType<typeof searchCemeteries>>[number];

/** A cemetery on our list, chosen with its confirmed sections' rules. */
export interface PickedCemetery {
  slug: string;
  name: string;
  town: string;
  state: string;
  /** The chosen section's name; null while a cemetery of several sections has none chosen. */
  section: string | null;
  sections: PublishedSection[];
}

/** What the family said of the cemetery: one of ours, one we do not list (as typed), or nothing yet. */
export type CemeteryPick = PickedCemetery | { notListed: string } | null;

const isPicked = (pick: CemeteryPick): pick is PickedCemetery => !!pick && 'slug' in pick;

/** The choice a procedure takes (cemeteryChoiceSchema), or undefined when nothing was said. */
export function choiceOfPick(pick: CemeteryPick): CemeteryChoice | undefined {
  if (!pick) return undefined;
  if (!isPicked(pick)) return pick.notListed.trim() ? { notListed: pick.notListed.trim() } : undefined;
  return pick.section ? { slug: pick.slug, section: pick.section } : { slug: pick.slug };
}

/** The chosen section's rules, to check a design against; null until a section is known. */
export function rulesOfPick(pick: CemeteryPick): SectionRules | null {
  if (!isPicked(pick) || !pick.section) return null;
  return pick.sections.find((s) => s.name === pick.section)?.rules ?? null;
}

/** The chosen section as `cemeteries.get` sent it (its notes and confirmation), or null. */
export function sectionOfPick(pick: CemeteryPick): PublishedSection | null {
  if (!isPicked(pick) || !pick.section) return null;
  return pick.sections.find((s) => s.name === pick.section) ?? null;
}

/**
 * A pick from `cemeteries.get`'s answer (a route loader may call it on the server): the named
 * section when it is one of the confirmed ones, or the only one.
 */
export function pickFromPublished(
  cemetery: Awaited<ReturnType<typeof publishedCemetery>>,
  section?: string | null,
): PickedCemetery {
  const wanted = section?.trim().toLowerCase();
  const match = wanted ? cemetery.sections.find((s) => s.name.toLowerCase() === wanted) : undefined;
  const only = cemetery.sections.length === 1 ? cemetery.sections[0] : undefined;
  return {
    slug: cemetery.slug,
    name: cemetery.name,
    town: cemetery.town,
    state: cemetery.state,
    section: (match ?? only)?.name ?? null,
    sections: cemetery.sections,
  };
}

/** How a pick reads in the field: "Rose Hill Cemetery, Ada, OK", or the name as typed. */
export function pickWords(pick: CemeteryPick): string {
  if (!pick) return '';
  return isPicked(pick) ? `${pick.name}, ${pick.town}, ${pick.state}` : pick.notListed;
}

/**
 * A pick held by the page, opened with a cemetery already chosen when the address names one
 * (`?cemetery={slug}&section={name}`): asked of `cemeteries.get` after the page loads; a slug we
 * do not publish is kept as a cemetery we do not list. `initial` (from a loader) skips the asking.
 */
export function usePickFromSlug(
  slug?: string,
  section?: string,
  initial?: CemeteryPick,
): [CemeteryPick, (pick: CemeteryPick) => void] {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  const [pick, setPick] = useState<CemeteryPick>(initial ?? null);
  const asked = useRef(initial !== undefined && initial !== null);
  useEffect(() => {
    if (asked.current || !slug) return;
    asked.current = true;
    let current = true;
    api.cemeteries.get({ slug }).then(
      (cemetery) => current && setPick(pickFromPublished(cemetery, section)),
      () => current && setPick({ notListed: slug }),
    );
    return () => {
      current = false;
    };
  }, [api, slug, section]);
  return [pick, setPick];
}

/** A search a moment after typing stops (a slow phone is not asked for every letter). */
function useSearch(text: string, enabled: boolean) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  const [found, setFound] = useState<{ q: string; list: Found[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const q = text.trim();
  useEffect(() => {
    if (!enabled || q.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      api.cemeteries.search({ q }).then(
        (list) => {
          if (!current) return;
          setFound({ q, list });
          setProblem(null);
        },
        (error: unknown) => {
          if (current) setProblem(publicErrorMessage(error, 'We could not search our list just now.'));
        },
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, q, enabled]);
  const list = found && q.length >= 2 ? found.list : [];
  return { list, searching: enabled && q.length >= 2 && found?.q !== q && !problem, problem };
}

/**
 * Where the stone goes: a search of the cemeteries we know by name or town, typos forgiven
 * (decision 266), with "not listed" always there (issue 35 point 3). A combobox: arrow keys move
 * through the answers, Enter chooses, Escape closes. A cemetery of several sections asks which.
 * Before the page's script, and for a cemetery we do not list, the field is plain text named
 * `name`; once one of ours is chosen, hidden `${name}Slug` and `${name}Section` say which.
 */
export function CemeteryPicker({
  value,
  onChange,
  label = 'Cemetery',
  description = 'Type part of its name or its town. If it is not on our list, choose "not listed".',
  error,
  name = 'cemetery',
}: {
  value: CemeteryPick;
  onChange: (pick: CemeteryPick) => void;
  label?: string;
  description?: string;
  error?: string;
  name?: string;
}) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  const id = useId();
  const [text, setText] = useState(() => pickWords(value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [opening, setOpening] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chosenWords = pickWords(value);
  // A pick made elsewhere (the address, a draft, an offered change) shows in the field, but never
  // over what the person is typing: a draft restored between two keys would drop the second.
  const [focused, setFocused] = useState(false);
  const [shownPick, setShownPick] = useState(chosenWords);
  if (shownPick !== chosenWords) {
    setShownPick(chosenWords);
    if (!focused) setText(chosenWords);
  }
  const typing = open && text !== chosenWords;
  const search = useSearch(text, typing);
  const typed = text.trim();
  const options = [...search.list.map((c) => ({ found: c })), ...(typed ? [{ found: null }] : [])];
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (index: number) => {
    const option = options[index];
    setOpen(false);
    if (!option) return;
    if (!option.found) {
      onChange({ notListed: typed });
      return;
    }
    const { slug } = option.found;
    setOpening(slug);
    setProblem(null);
    setText(`${option.found.name}, ${option.found.town}, ${option.found.state}`);
    api.cemeteries.get({ slug }).then(
      (cemetery) => {
        setOpening(null);
        onChange(pickFromPublished(cemetery));
      },
      (failure: unknown) => {
        setOpening(null);
        setProblem(publicErrorMessage(failure, 'We could not open that cemetery’s rules just now. Please try again.'));
      },
    );
  };

  // Leaving the field with words nobody chose keeps them as a cemetery we do not list.
  const settle = () => {
    setOpen(false);
    if (text === chosenWords) return;
    onChange(typed ? { notListed: typed } : null);
  };

  const onKeyDown = comboKeys({ open, setOpen, setActive, count: options.length, choosing: typing, active, choose });

  const picked = isPicked(value) ? value : null;
  const showList = typing && typed.length >= 2;
  const activeIndex = Math.min(active, options.length - 1);
  return (
    <div className={classes.picker}>
      <TextField
        name={name}
        label={label}
        description={description}
        error={error ?? problem ?? undefined}
        value={text}
        autoComplete="off"
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => {
          setFocused(true);
          if (text !== chosenWords) setOpen(true);
        }}
        onBlur={() => {
          setFocused(false);
          settle();
        }}
        onKeyDown={onKeyDown}
        rootProps={{ style: { position: 'relative' } }}
      />
      <CemeteryOptions
        listId={listId}
        label={label}
        hidden={!showList}
        options={options}
        activeIndex={activeIndex}
        optionId={optionId}
        typed={typed}
        onChoose={choose}
      />
      <SearchStatus showList={showList} search={search} opening={opening !== null} />
      {picked && <PickedInputs name={name} picked={picked} />}
      {picked && picked.sections.length > 1 && <SectionChoice picked={picked} onChange={onChange} />}
    </div>
  );
}

type Option = { found: Found | null };

/** The answers as a listbox: chosen on the press, before the field's blur settles the words as typed. */
function CemeteryOptions({
  listId,
  label,
  hidden,
  options,
  activeIndex,
  optionId,
  typed,
  onChoose,
}: {
  listId: string;
  label: string;
  hidden: boolean;
  options: Option[];
  activeIndex: number;
  optionId: (index: number) => string;
  typed: string;
  onChoose: (index: number) => void;
}) {
  return (
    <ul id={listId} role="listbox" aria-label={`${label}: answers`} className={classes.list} hidden={hidden}>
      {options.map((option, index) => (
        <li
          key={option.found?.slug ?? 'not-listed'}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className={classes.option}
          onMouseDown={(event) => {
            event.preventDefault();
            onChoose(index);
          }}
        >
          {option.found ? (
            <>
              <span className={classes.name}>{option.found.name}</span>
              <span className={classes.place}>
                {option.found.town}, {option.found.state}
                {option.found.county ? ` (${option.found.county} County)` : ''}
              </span>
            </>
          ) : (
            <span className={classes.name}>Not listed: use “{typed}”</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What the search is doing, said to a screen reader as it changes. */
function SearchStatus({
  showList,
  search,
  opening,
}: {
  showList: boolean;
  search: ReturnType<typeof useSearch>;
  opening: boolean;
}) {
  let words: string | null = null;
  if (opening) words = 'Opening its rules…';
  else if (showList && search.problem) words = `${search.problem} You can choose “not listed”.`;
  else if (showList && search.searching) words = 'Looking…';
  else if (showList)
    words =
      search.list.length === 0
        ? 'No cemetery on our list matches yet. You can choose “not listed”.'
        : `${search.list.length} on our list ${search.list.length === 1 ? 'matches' : 'match'}.`;
  return (
    <div aria-live="polite" className={classes.status}>
      {words && (
        <Text size="sm" c={showList && search.problem ? 'red.8' : 'dimmed'} component="span">
          {(opening || (showList && search.searching)) && <Loader size="xs" />} {words}
        </Text>
      )}
    </div>
  );
}

/** Which section, when the cemetery has rules for several. */
function SectionChoice({ picked, onChange }: { picked: PickedCemetery; onChange: (pick: CemeteryPick) => void }) {
  return (
    <SelectField
      label="Section"
      description="Cemeteries set different rules for different sections. Ask the cemetery office if you are not sure."
      value={picked.section ?? ''}
      onChange={(event) => onChange({ ...picked, section: event.currentTarget.value || null })}
      data={[
        { value: '', label: 'Choose the section' },
        ...picked.sections.map((s) => ({ value: s.name, label: s.name })),
      ]}
      rootProps={{ mt: 'sm' }}
    />
  );
}

/** Which of our cemeteries, for a plain form's post. */
function PickedInputs({ name, picked }: { name: string; picked: PickedCemetery }) {
  return (
    <>
      <input type="hidden" name={`${name}Slug`} value={picked.slug} />
      {picked.section && <input type="hidden" name={`${name}Section`} value={picked.section} />}
    </>
  );
}

/** The combobox's keys: arrows move through the answers (opening them), Enter chooses, Escape closes. */
function comboKeys(combo: {
  open: boolean;
  setOpen: (open: boolean) => void;
  setActive: (update: (index: number) => number) => void;
  count: number;
  choosing: boolean;
  active: number;
  choose: (index: number) => void;
}) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    const { open, count } = combo;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) combo.setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      combo.setActive((i) => (count ? (i + step + count) % count : 0));
    } else if (event.key === 'Enter' && open && combo.choosing && count) {
      event.preventDefault();
      combo.choose(Math.min(combo.active, count - 1));
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      combo.setOpen(false);
    }
  };
}

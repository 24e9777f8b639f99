/**
 * The data a server-rendered page hands to the browser for hydration: the router's dehydrated
 * matches and the queries the render used, as a `<script type="application/json">` block that
 * the browser never runs (decision 048). JSON has no dates or errors, so those travel tagged:
 * `{"$d": <ms>}` for a Date, `{"$e": {name, message}}` for an Error, `{"$m": [[k, v]...]}` for a
 * Map and `{"$s": [...]}` for a Set; nothing else in loader data or query results needs more.
 */
export const HYDRATION_DATA_ID = 'hydration-data';

type Tagged = { $d: number } | { $e: { name: string; message: string } } | { $m: unknown[] } | { $s: unknown[] };

/** JSON safe to put between script tags: `<` is escaped, so `</script>` or `<!--` cannot end it. */
export function encodeHydrationData(data: unknown): string {
  return JSON.stringify(data, function (this: Record<string, unknown>, key, value: unknown): unknown {
    const raw = this[key];
    if (raw instanceof Date) return { $d: raw.getTime() } satisfies Tagged;
    if (raw instanceof Error) return { $e: { name: raw.name, message: raw.message } } satisfies Tagged;
    if (raw instanceof Map) return { $m: [...raw.entries()] } satisfies Tagged;
    if (raw instanceof Set) return { $s: [...raw] } satisfies Tagged;
    return value;
  }).replace(/</g, '\\u003c');
}

/** A tag as it appears in the JSON text (inside a string, its quotes would be escaped). */
const TAGGED = /"\$[dems]":/;

export function decodeHydrationData<T>(text: string): T {
  // Most pages carry no tagged value, and a reviver makes JSON.parse call back for every value.
  if (!TAGGED.test(text)) return JSON.parse(text) as T;
  return JSON.parse(text, (_key, value: unknown) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    if (keys.length !== 1) return value;
    const tagged = value as Partial<Record<'$d' | '$e' | '$m' | '$s', unknown>>;
    if (typeof tagged.$d === 'number') return new Date(tagged.$d);
    if (tagged.$e && typeof tagged.$e === 'object') {
      const { name, message } = tagged.$e as { name: string; message: string };
      return Object.assign(new Error(message), { name });
    }
    if (Array.isArray(tagged.$m)) return new Map(tagged.$m as [unknown, unknown][]);
    if (Array.isArray(tagged.$s)) return new Set(tagged.$s);
    return value;
  }) as T;
}

/** The block the server writes before `</body>`. */
export function hydrationDataScript(data: unknown): string {
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${encodeHydrationData(data)}</script>`;
}

/** Reads the block and takes it out of the document, so React hydrates the body as the server rendered it. */
export function takeHydrationData<T>(): T | undefined {
  const element = document.getElementById(HYDRATION_DATA_ID);
  if (!element) return undefined;
  element.remove();
  return decodeHydrationData<T>(element.textContent ?? 'null');
}

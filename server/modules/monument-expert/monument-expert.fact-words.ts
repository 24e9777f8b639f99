import { spokenTimeZone } from '../settings/settings.choices';
import { listOf } from '#content/format';
import type { OfficeId } from '#content/service-area';
import type { BusinessFacts, Office } from '../settings/settings.schema';

/**
 * How the business's facts are said in the expert's answers: hours, places, addresses, phones
 * and the service area, in the words the FAQ uses. Shared by the answers about the business's
 * facts and about the places it serves.
 */

export const lcFirst = (text: string) => (/^[A-Z](?![A-Z])/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);
export const ucFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "09:00" as "9:00 AM". */
function clock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export const hoursOf = (b: BusinessFacts) =>
  `${b.hours.days}, ${clock(b.hours.opens)} to ${clock(b.hours.closes)}${b.timeZone ? ` ${spokenTimeZone(b.timeZone)}` : ''}`;

/** "Ada, Oklahoma" from the office's city and state. */
export const placeOf = (o: Office) => `${o.city}, ${o.regionName}`;
export const addressOf = (o: Office) => `${o.street}, ${o.city}, ${o.region} ${o.postalCode}`;

/** The office serving a county of the directory (its id is the office's id). */
export const officeById = (b: BusinessFacts, id: OfficeId) => b.offices.find((o) => o.id === id) ?? b.offices[0]!;

/** The heart of the service area ("Oklahoma and North Central Texas"), as the FAQ says it. */
const coreAreaOf = (b: BusinessFacts) => b.serviceArea.summary.split(',')[0]!.trim();

export const areaSentence = (b: BusinessFacts) =>
  `We work mainly in ${coreAreaOf(b)} and install in cemeteries across ${listOf(b.serviceArea.primaryStates)}`;

export const phonesList = (offices: Office[]) =>
  listOf(offices.map((o) => `our ${placeOf(o)} office at ${o.phone}`)).replace(/ and our /, ' or our ');

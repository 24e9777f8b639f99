/**
 * The four testimonials and the 4.9 rating (specification), as data. Names and words are
 * fictional stand-ins for the specification's {name} and {user_content}: REPLACE with real
 * reviews that families have agreed to share.
 */
export interface Testimonial {
  name: string;
  location: string;
  date: string; // ISO date
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
}

export const overallRating = { value: 4.9, best: 5, reviewCount: 212 };

export const testimonials: Testimonial[] = [
  {
    name: 'Margaret H.', // REPLACE
    location: 'Ada, Oklahoma',
    date: '2026-03-14',
    rating: 5,
    text: 'They walked us through every choice without any pressure. The proof caught a date I had wrong, and the stone they set for Dad is more beautiful than we imagined.',
  },
  {
    name: 'Robert and Linda T.', // REPLACE
    location: 'Wylie, Texas',
    date: '2025-11-02',
    rating: 5,
    text: 'We planned ahead for ourselves and were treated like family. The price came in under the package they quoted, just as they promised.',
  },
  {
    name: 'Denise W.', // REPLACE
    location: 'Sulphur, Oklahoma',
    date: '2025-08-21',
    rating: 5,
    text: 'Our grandmother’s stone had sunk and tilted for years. They reset and cleaned it in a week, and it looks new again.',
  },
  {
    name: 'James P.', // REPLACE
    location: 'McKinney, Texas',
    date: '2025-05-09',
    rating: 4,
    text: 'Honest advice about granite colors and what would last in our cemetery. Installation was on the day they said. I would recommend them to anyone.',
  },
];

/**
 * Where the company works: states, regions, counties and the towns families most often call
 * from, with the office that serves each. Used by /service-area-directory, the territory map
 * and structured data. Towns outside these lists are often served too: the page says to call.
 */
export type OfficeId = 'oklahoma' | 'texas';

export interface County {
  name: string;
  towns: string[];
  office: OfficeId;
}

export interface ServiceRegion {
  id: string;
  name: string;
  summary: string;
  counties: County[];
  /** Served by arrangement (installation trips are scheduled together), not weekly. */
  byArrangement?: boolean;
}

export interface ServedState {
  id: string;
  name: string;
  code: 'OK' | 'TX' | 'NM';
  regions: ServiceRegion[];
}

export const servedStates: ServedState[] = [
  {
    id: 'oklahoma',
    name: 'Oklahoma',
    code: 'OK',
    regions: [
      {
        id: 'south-central-oklahoma',
        name: 'South Central Oklahoma',
        summary: 'Our home territory, served from the Ada workshop, with weekly installation runs.',
        counties: [
          {
            name: 'Pontotoc County',
            office: 'oklahoma',
            towns: ['Ada', 'Allen', 'Byng', 'Fitzhugh', 'Francis', 'Roff', 'Stonewall', 'Vanoss'],
          },
          {
            name: 'Pottawatomie County',
            office: 'oklahoma',
            towns: ['Shawnee', 'Tecumseh', 'McLoud', 'Asher', 'Maud', 'Wanette', 'Earlsboro', 'Macomb'],
          },
          {
            name: 'Seminole County',
            office: 'oklahoma',
            towns: ['Seminole', 'Wewoka', 'Konawa', 'Sasakwa', 'Bowlegs', 'Cromwell'],
          },
          {
            name: 'Garvin County',
            office: 'oklahoma',
            towns: ['Pauls Valley', 'Lindsay', 'Wynnewood', 'Maysville', 'Elmore City', 'Stratford'],
          },
          { name: 'Murray County', office: 'oklahoma', towns: ['Sulphur', 'Davis', 'Dougherty'] },
          {
            name: 'Johnston County',
            office: 'oklahoma',
            towns: ['Tishomingo', 'Milburn', 'Mill Creek', 'Ravia', 'Wapanucka'],
          },
          { name: 'Coal County', office: 'oklahoma', towns: ['Coalgate', 'Tupelo', 'Lehigh', 'Centrahoma'] },
          {
            name: 'Hughes County',
            office: 'oklahoma',
            towns: ['Holdenville', 'Wetumka', 'Calvin', 'Dustin', 'Stuart'],
          },
        ],
      },
    ],
  },
  {
    id: 'texas',
    name: 'Texas',
    code: 'TX',
    regions: [
      {
        id: 'north-central-texas',
        name: 'North Central Texas',
        summary:
          'Served from our Wylie sales office, with installations across the Dallas area and north to the Red River.',
        counties: [
          {
            name: 'Collin County',
            office: 'texas',
            towns: [
              'Wylie',
              'McKinney',
              'Plano',
              'Frisco',
              'Allen',
              'Murphy',
              'Princeton',
              'Farmersville',
              'Anna',
              'Celina',
              'Prosper',
              'Lucas',
            ],
          },
          {
            name: 'Dallas County',
            office: 'texas',
            towns: ['Dallas', 'Garland', 'Mesquite', 'Richardson', 'Rowlett', 'Sachse', 'Irving'],
          },
          { name: 'Rockwall County', office: 'texas', towns: ['Rockwall', 'Royse City', 'Heath', 'Fate'] },
          {
            name: 'Hunt County',
            office: 'texas',
            towns: ['Greenville', 'Commerce', 'Quinlan', 'Caddo Mills', 'Celeste', 'Wolfe City'],
          },
          { name: 'Kaufman County', office: 'texas', towns: ['Kaufman', 'Terrell', 'Forney', 'Crandall', 'Kemp'] },
          {
            name: 'Denton County',
            office: 'texas',
            towns: ['Denton', 'Lewisville', 'Flower Mound', 'Little Elm', 'Sanger', 'Pilot Point', 'Aubrey'],
          },
          {
            name: 'Grayson County',
            office: 'texas',
            towns: ['Sherman', 'Denison', 'Van Alstyne', 'Whitesboro', 'Howe', 'Pottsboro'],
          },
          {
            name: 'Fannin County',
            office: 'texas',
            towns: ['Bonham', 'Honey Grove', 'Leonard', 'Trenton', 'Ladonia', 'Savoy'],
          },
        ],
      },
    ],
  },
  {
    id: 'new-mexico',
    name: 'New Mexico',
    code: 'NM',
    regions: [
      {
        id: 'eastern-new-mexico',
        name: 'Eastern New Mexico',
        summary: 'Served by arrangement: we design with you by phone and schedule installation trips together.',
        byArrangement: true,
        counties: [
          { name: 'Curry County', office: 'texas', towns: ['Clovis', 'Texico', 'Melrose'] },
          { name: 'Roosevelt County', office: 'texas', towns: ['Portales', 'Elida', 'Dora'] },
          { name: 'Lea County', office: 'texas', towns: ['Hobbs', 'Lovington', 'Eunice', 'Jal', 'Tatum'] },
          { name: 'Quay County', office: 'texas', towns: ['Tucumcari', 'San Jon', 'Logan'] },
          { name: 'Chaves County', office: 'texas', towns: ['Roswell', 'Dexter', 'Hagerman'] },
          { name: 'Eddy County', office: 'texas', towns: ['Carlsbad', 'Artesia', 'Loving'] },
        ],
      },
    ],
  },
];

import { useBusiness } from '#src/lib/business';
import { MAP_HEIGHT, MAP_WIDTH } from './map-size';
import { easternNewMexico, newMexico, oklahoma, pathOf, project, texas, type LonLat } from './map-geometry';
import classes from './territory-map.module.css';

const landmarks: Array<{ name: string; at: LonLat; dx: number }> = [
  { name: 'Oklahoma City', at: [-97.52, 35.47], dx: -8 },
  { name: 'Dallas', at: [-96.8, 32.78], dx: -8 },
  { name: 'Clovis', at: [-103.2, 34.4], dx: -8 },
];

const stateLabels: Array<{ name: string; at: LonLat }> = [
  { name: 'NEW MEXICO', at: [-106.4, 34.3] },
  { name: 'OKLAHOMA', at: [-98.3, 36.1] },
  { name: 'TEXAS', at: [-99.6, 31.2] },
];

/** The service territory: three states, the two offices, the core areas around them. Loaded when near. */
export default function TerritoryMapDrawing({ titleId }: { titleId: string }) {
  const business = useBusiness();
  const offices = business.offices.map((office) => ({ office, point: project([office.geo.lng, office.geo.lat]) }));
  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      className={classes.svg}
      role="img"
      aria-labelledby={titleId}
      data-testid="territory-map-drawing"
    >
      <title id={titleId}>
        Map of our service area: Oklahoma, Texas and New Mexico, with our offices in Ada, Oklahoma and Wylie, Texas
      </title>
      <defs>
        <pattern id="arrangement" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="#f4ece0" />
          <path d="M0 0v8" stroke="#d5a866" strokeWidth="3" />
        </pattern>
      </defs>
      <path d={pathOf(newMexico)} className={classes.state} />
      <path d={pathOf(easternNewMexico)} fill="url(#arrangement)" opacity="0.9" />
      <path d={pathOf(texas)} className={classes.state} />
      <path d={pathOf(oklahoma)} className={classes.state} />
      {offices.map(({ office, point }) => (
        <circle
          key={`area-${office.id}`}
          cx={point[0]}
          cy={point[1]}
          r={office.id === 'oklahoma' ? 62 : 58}
          className={classes.area}
        />
      ))}
      {stateLabels.map((label) => {
        const [x, y] = project(label.at);
        return (
          <text key={label.name} x={x} y={y} className={classes.stateLabel} textAnchor="middle">
            {label.name}
          </text>
        );
      })}
      {landmarks.map((place) => {
        const [x, y] = project(place.at);
        return (
          <g key={place.name} className={classes.landmark}>
            <circle cx={x} cy={y} r="3" />
            <text x={x + place.dx} y={y + 4} textAnchor="end">
              {place.name}
            </text>
          </g>
        );
      })}
      {offices.map(({ office, point: [x, y] }) => (
        <g key={office.id} className={classes.office}>
          <path d={`M${x} ${y}c-9-12-14-19-14-26a14 14 0 0 1 28 0c0 7-5 14-14 26z`} />
          <circle cx={x} cy={y - 26} r="5" fill="#fff" />
          <text x={x + 18} y={y - 12}>
            {office.city}, {office.region}
          </text>
        </g>
      ))}
    </svg>
  );
}

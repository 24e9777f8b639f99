/**
 * Simplified outlines of New Mexico, Oklahoma and Texas (longitude, latitude), traced from
 * public-domain state boundaries with a few dozen points each: recognizable, not survey-exact.
 */
export type LonLat = readonly [number, number];

export const newMexico: LonLat[] = [
  [-109.05, 37.0],
  [-103.0, 37.0],
  [-103.0, 36.5],
  [-103.04, 36.5],
  [-103.06, 32.0],
  [-106.62, 32.0],
  [-106.53, 31.78],
  [-108.21, 31.78],
  [-108.21, 31.33],
  [-109.05, 31.33],
];

// The Red River, east to west, shared by Oklahoma and Texas.
const redRiver: LonLat[] = [
  [-94.48, 33.64],
  [-95.0, 33.86],
  [-95.55, 33.93],
  [-96.1, 33.83],
  [-96.6, 33.85],
  [-97.15, 33.73],
  [-97.6, 33.9],
  [-97.95, 33.95],
  [-98.45, 34.1],
  [-99.0, 34.2],
  [-99.4, 34.4],
  [-99.7, 34.38],
  [-100.0, 34.56],
];

export const oklahoma: LonLat[] = [
  [-103.0, 37.0],
  [-94.62, 37.0],
  [-94.62, 36.5],
  [-94.43, 35.4],
  ...redRiver,
  [-100.0, 36.5],
  [-103.0, 36.5],
];

export const texas: LonLat[] = [
  [-103.04, 36.5],
  [-100.0, 36.5],
  ...[...redRiver].reverse(),
  [-94.04, 33.55],
  [-94.04, 31.99],
  [-93.82, 31.6],
  [-93.55, 31.1],
  [-93.72, 30.4],
  [-93.85, 29.75],
  // Gulf coast
  [-94.7, 29.35],
  [-95.3, 28.95],
  [-96.0, 28.6],
  [-96.8, 28.2],
  [-97.2, 27.8],
  [-97.4, 27.3],
  [-97.35, 26.8],
  [-97.15, 25.96],
  // Rio Grande, upstream to El Paso
  [-97.7, 26.05],
  [-98.2, 26.1],
  [-98.8, 26.35],
  [-99.2, 26.85],
  [-99.5, 27.5],
  [-100.1, 28.15],
  [-100.5, 28.7],
  [-100.9, 29.36],
  [-101.4, 29.77],
  [-102.0, 29.85],
  [-102.4, 29.76],
  [-102.7, 29.6],
  [-102.95, 29.2],
  [-103.15, 28.97],
  [-103.7, 29.2],
  [-104.37, 29.56],
  [-104.7, 29.95],
  [-105.0, 30.35],
  [-105.6, 31.0],
  [-106.2, 31.45],
  [-106.53, 31.78],
  [-106.62, 32.0],
  [-103.06, 32.0],
];

/** Eastern New Mexico, served by arrangement. */
export const easternNewMexico: LonLat[] = [
  [-104.8, 35.6],
  [-103.04, 35.6],
  [-103.06, 32.0],
  [-104.8, 32.0],
];

import { COS_LAT, LAT_TOP, LON0, SCALE } from './map-size';

/** Equirectangular projection around 33.5°N: good enough for three neighbouring states. */
export function project([lon, lat]: LonLat): [number, number] {
  return [Math.round((lon - LON0) * COS_LAT * SCALE * 10) / 10, Math.round((LAT_TOP - lat) * SCALE * 10) / 10];
}

export function pathOf(points: LonLat[]): string {
  return `M${points.map((p) => project(p).join(' ')).join('L')}Z`;
}

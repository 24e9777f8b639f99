/**
 * The map's projection constants and size, apart from the outlines, so the box that reserves
 * the map's space ships with the page and the outlines only with the drawing.
 */
export const LON0 = -109.4;
export const LAT_TOP = 37.4;
export const SCALE = 40;
export const COS_LAT = Math.cos((33.5 * Math.PI) / 180);

/** The drawing's size in its own units (with room east of Texas for the office labels). */
export const MAP_WIDTH = Math.ceil((-91.2 - LON0) * COS_LAT * SCALE);
export const MAP_HEIGHT = Math.ceil((LAT_TOP - 25.7) * SCALE);

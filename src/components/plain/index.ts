export * from './layout';
export * from './typography';
export * from './buttons';
export * from './status';
export * from './fields';
export * from './choices';
export { type ButtonVariant } from './variant-colors';
export { type PlainProps } from './render';
export { rem, type StyleProps } from './style-props';

export * from './components';
export { rem, type StyleProps } from './style-props';

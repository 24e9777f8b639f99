import noDeferredEventRead from './no-deferred-event-read.js';
import oneMoneyOneTime from './one-money-one-time.js';

/** The project's own lint rules, loaded as the `local` plugin in eslint.config.js. */
export default {
  meta: { name: 'local' },
  rules: { 'no-deferred-event-read': noDeferredEventRead, 'one-money-one-time': oneMoneyOneTime },
};

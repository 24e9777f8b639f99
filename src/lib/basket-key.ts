/** The browser's key for the anonymous basket id (specification, section 3). */
export const BASKET_SESSION_KEY = 'basket_session_id';

/**
 * Cart limits shared by the server (validation, cookie schema) and the UI (input bounds).
 * They mirror the reference upstream's own limits (server/domain/cart.ts).
 */

/** Largest quantity of one cart line. */
export const MAX_LINE_QUANTITY = 99;
/** Most distinct lines a guest cart keeps (the cookie stays well under 4 KB). */
export const MAX_CART_LINES = 50;

/**
 * Cart limits shared by the server (validation, cookie schema) and the UI (input bounds).
 * They mirror the reference upstream's own limits (server/domain/cart.ts).
 */

/** Largest quantity of one cart line. */
export const MAX_LINE_QUANTITY = 99;
/**
 * Most distinct lines a guest cart keeps. With the longest contact details the checkout accepts
 * (name 60, email 100, address 150 characters of 3-byte Vietnamese letters) and the last three
 * orders, the signed cookie stays under browsers' 4 KB limit (checked in tests/integration).
 */
export const MAX_CART_LINES = 30;
/** How many placed orders a browser remembers (to show their confirmation pages). */
export const MAX_REMEMBERED_ORDERS = 3;

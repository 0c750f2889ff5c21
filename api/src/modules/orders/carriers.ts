/**
 * The carriers staff ship with (the console's ship form offers these; the buyer's order shows the carrier's name in
 * their language from the shop's texts, `orders.carriers.<code>`). Couriers that take chemicals and lab goods in
 * mainland China; a code, not a name, so the four languages stay in one place.
 */
export const carriers = ['sf', 'jd', 'ems', 'zto', 'yto', 'sto', 'yunda', 'deppon'] as const;
export type Carrier = (typeof carriers)[number];

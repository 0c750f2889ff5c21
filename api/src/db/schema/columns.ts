import { customType, timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at, spread into every table that holds editable rows. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // $onUpdate sets it on every Drizzle update, so no trigger is needed (and both PG 15 and 18 agree).
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** bytea as a Node Buffer: PGlite hands back a Uint8Array, node-postgres a Buffer; callers always get a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

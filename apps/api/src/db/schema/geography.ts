import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, localized } from './columns.js';

/** Countries an academy serves; `region` groups them for TSM scopes (BR or LAAM). */
export const countries = pgTable(
  'countries',
  {
    id: id().primaryKey(),
    iso2: text('iso2').notNull(),
    name: localized('name'),
    dialCode: text('dial_code').notNull().default(''),
    region: text('region').$type<'BR' | 'LAAM'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('countries_iso2_key').on(t.iso2), index('countries_region_idx').on(t.region)],
);

export const states = pgTable(
  'states',
  {
    id: id().primaryKey(),
    countryId: id('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('states_country_code_key').on(t.countryId, t.code),
    index('states_country_name_idx').on(t.countryId, t.name),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: id().primaryKey(),
    stateId: id('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('cities_state_name_idx').on(t.stateId, t.name)],
);

/** A distributor ("master") of a country; its users are the master and his people. */
export const distributors = pgTable(
  'distributors',
  {
    id: id().primaryKey(),
    countryId: id('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    state: text('state').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** its public page of certified staff is shown (an admin switches it on) */
    statusPageEnabled: boolean('status_page_enabled').notNull().default(false),
    /** the unguessable part of its public page's address, made when first switched on */
    statusPageCode: text('status_page_code'),
    /** its partner tier (Gold, Silver, ...), which asks for certified people per product line */
    tierId: id('tier_id').references((): AnyPgColumn => partnerTiers.id, { onDelete: 'set null' }),
    /** the stable part of its own sign-in and registration page's address (/join/<slug>) */
    entranceSlug: text('entrance_slug'),
    /** its logo on that page: a stored image's address, as a person's avatar is */
    logo: text('logo'),
    /** its colour on that page, #rrggbb */
    brandColour: text('brand_colour'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('distributors_entrance_slug_key').on(t.entranceSlug),
    check('distributors_brand_colour', sql`${t.brandColour} ~ '^#[0-9a-f]{6}$'`),
    index('distributors_country_name_idx').on(t.countryId, t.name),
    index('distributors_tier_idx').on(t.tierId),
    uniqueIndex('distributors_status_page_code_key').on(t.statusPageCode),
  ],
);

/** A partner tier a distributor may hold (Gold, Silver, ...), by name, in the order admins list them. */
export const partnerTiers = pgTable('partner_tiers', {
  id: id().primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

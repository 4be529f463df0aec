import { users } from '../../db/schema/index.js';

/** The columns a person's webhook events tell of (never his password hash or codes), for `returning`. */
export const personEventColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  type: users.type,
  status: users.status,
  lang: users.lang,
  countryId: users.countryId,
  distributorId: users.distributorId,
};

export type PersonEventRow = { [K in keyof typeof personEventColumns]: (typeof users.$inferSelect)[K] };

/** The data of person.created, person.approved and person.changed: the person as the API names him. */
export const personData = (person: PersonEventRow) => ({
  _id: person.id,
  name: person.name,
  email: person.email,
  type: person.type,
  status: person.status,
  lang: person.lang,
  countryId: person.countryId,
  distributorId: person.distributorId,
});

/** People: registration, moderation, profiles and accounts. Other modules import only this file. */

export type { Invitation } from './create-account.js';
export { createAccounts } from './create-account.js';
export { createJoinedPerson, type JoiningPerson } from './joined-person.js';
export { type PersonEventRow, personData, personEventColumns } from './person-events.js';
export { sendRegistrationReminders, userJobs } from './registration-reminders.js';
export { userRoutes } from './routes.js';

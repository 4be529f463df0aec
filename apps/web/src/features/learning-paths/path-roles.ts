import type { UserType } from '@academy/domain';

/** Those who follow paths (and see their progress); the others manage or oversee them. */
export const isLearner = (type: UserType | undefined) => type === 'student' || type === 'fact';

/** Only an admin builds, changes and removes paths. */
export const canEditPaths = (type: UserType | undefined) => type === 'admin';

export * from './assignments.js';
export * from './courses.js';
export * from './figures.js';
export * from './geography.js';
export * from './learning.js';
export * from './system.js';
export * from './teams.js';
export * from './users.js';

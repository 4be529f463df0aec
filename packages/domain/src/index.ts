export * from './contracts/auth.js';
export * from './contracts/common.js';
export * from './errors.js';
export * from './languages.js';
export * from './navigation-throttle.js';
export * from './password.js';
export * from './roles.js';

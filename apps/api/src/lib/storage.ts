// The files' store, for the app, the commands and the tests: one interface, a driver per kind (storage/).
export { configuredStorage, type StorageKind } from './storage/configured.js';
export { createDiskStorage } from './storage/disk.js';
export { isSafeKey, type Storage, type StoredObject } from './storage/storage.js';

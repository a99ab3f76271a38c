// The addresses module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own.
export { emptyAddressBookOf, markAddressUsed } from './service.ts';

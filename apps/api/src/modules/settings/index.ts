// The settings module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own.
export {
  codConfirmationSettingsOf,
  getSetting,
  getSettings,
  notificationSettingsOf,
  orderSettingsOf,
  putSetting,
  sellerIdentityOf,
  shopEmailOf,
  shopSettingsView,
  storedSecret,
} from './service.ts';

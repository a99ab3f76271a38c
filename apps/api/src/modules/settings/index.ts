// The settings module's face: what other modules may use of it. They import this file only (Biome walls);
// anything not exported here is the module's own.
export {
  codConfirmationSettingsOf,
  forgetShopSettings,
  getSetting,
  getSettings,
  gstSettingsOf,
  languageSettingsOf,
  notificationSettingsOf,
  orderSettingsOf,
  putSetting,
  rememberShopSettings,
  sellerIdentityOf,
  shopEmailOf,
  shopSettingsView,
  storedSecret,
  timeZoneOf,
} from './service.ts';

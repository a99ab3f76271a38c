// The delivery zones the web tests of "Check delivery" share: the demo zones plus one the shop does not
// deliver to (PIN codes starting 1941, "Ladakh"), saved through the admin API before the file's tests.
import { defaultZoneSettings } from '@chamak/shared/delivery-estimate';
import { beforeAll, expect } from 'vitest';
import type { RealApi } from './real-api.ts';

export function useDemoZonesWithAnUnservedOne(api: RealApi) {
  beforeAll(async () => {
    const zones = {
      ...defaultZoneSettings,
      zones: [
        ...defaultZoneSettings.zones,
        {
          name: 'Ladakh',
          pins: ['1941'],
          deliverable: false,
          daysMin: 0,
          daysMax: 0,
          codAllowed: false,
          codFeePaise: null,
        },
      ],
    };
    const saved = await api.as(await api.adminToken(), {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { zones },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The first look-up reads the PIN code table (a few seconds on a busy machine): done here, not in a test's wait.
    const warm = await api.app.inject({ method: 'GET', url: '/api/delivery/estimate?pin=110001' });
    expect(warm.statusCode).toBe(200);
  }, 60_000);
}

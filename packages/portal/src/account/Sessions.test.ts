import { describe, expect, it } from 'vitest';
import { deviceName } from './Sessions';

describe('deviceName', () => {
  it('names a device by its browser (major version) and system, as people know their devices', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
        'Nieznane urządzenie',
      ),
    ).toBe('Firefox 140 · Linux');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
        'Nieznane urządzenie',
      ),
    ).toBe('Safari 18 · iOS');
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
        'Unknown device',
      ),
    ).toBe('Chrome 156 · Windows');
  });

  it('shows a user agent it cannot read as it came, and none as unknown', () => {
    expect(deviceName('curl/8.5.0', 'Nieznane urządzenie')).toBe('curl/8.5.0');
    expect(deviceName(null, 'Nieznane urządzenie')).toBe('Nieznane urządzenie');
    expect(deviceName('', 'Unknown device')).toBe('Unknown device');
  });
});

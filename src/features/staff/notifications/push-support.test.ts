import { describe, expect, it } from 'vitest';
import {
  base64UrlToBytes,
  isIosDevice,
  isStandalone,
  isUniqueViolation,
  pushAvailability,
  sameKey,
  subscriptionRow,
  summariseUserAgent,
  USER_AGENT_MAX_LENGTH,
  type DeviceFacts,
} from './push-support';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneHomeScreen:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ Safari asks for desktop sites and says it is a Mac.
  iPadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linuxChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  linuxOpera:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

const desktopChrome: DeviceFacts = {
  userAgent: UA.macChrome,
  platform: 'MacIntel',
  maxTouchPoints: 0,
  standalone: undefined,
  displayModeStandalone: false,
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  secureContext: true,
};

// iOS Safari in a tab: no PushManager, no Notification.
const iPhoneTab: DeviceFacts = {
  ...desktopChrome,
  userAgent: UA.iPhoneSafari,
  platform: 'iPhone',
  maxTouchPoints: 5,
  standalone: false,
  hasPushManager: false,
  hasNotification: false,
};

describe('isIosDevice', () => {
  it.each([
    ['iPhone Safari', { userAgent: UA.iPhoneSafari, platform: 'iPhone', maxTouchPoints: 5 }],
    ['Chrome on iPhone', { userAgent: UA.iPhoneChrome, platform: 'iPhone', maxTouchPoints: 5 }],
    ['an older iPad', { userAgent: UA.iPadOld, platform: 'iPad', maxTouchPoints: 5 }],
    [
      'iPadOS asking for the desktop site (MacIntel with touch)',
      { userAgent: UA.iPadDesktop, platform: 'MacIntel', maxTouchPoints: 5 },
    ],
  ])('knows %s', (_name, facts) => {
    expect(isIosDevice(facts)).toBe(true);
  });

  it.each([
    ['a Mac (MacIntel without touch)', { userAgent: UA.macSafari, platform: 'MacIntel', maxTouchPoints: 0 }],
    ['Android', { userAgent: UA.androidChrome, platform: 'Linux armv81', maxTouchPoints: 5 }],
    ['Windows with a touch screen', { userAgent: UA.windowsEdge, platform: 'Win32', maxTouchPoints: 10 }],
  ])('does not take %s for iOS', (_name, facts) => {
    expect(isIosDevice(facts)).toBe(false);
  });
});

describe('isStandalone', () => {
  it('is an installed app when iOS says navigator.standalone or the display mode is standalone', () => {
    expect(isStandalone({ standalone: true, displayModeStandalone: false })).toBe(true);
    expect(isStandalone({ standalone: undefined, displayModeStandalone: true })).toBe(true);
    expect(isStandalone({ standalone: false, displayModeStandalone: false })).toBe(false);
    expect(isStandalone({ standalone: undefined, displayModeStandalone: false })).toBe(false);
  });
});

describe('pushAvailability', () => {
  it('asks an iPhone in a Safari tab to add the portal to the Home Screen first', () => {
    expect(pushAvailability(iPhoneTab)).toEqual({ kind: 'ios-install' });
  });

  it('asks an iPad that says it is a Mac to do the same', () => {
    expect(
      pushAvailability({ ...iPhoneTab, userAgent: UA.iPadDesktop, platform: 'MacIntel', standalone: false }),
    ).toEqual({ kind: 'ios-install' });
  });

  it('offers push in the Home Screen app on iOS 16.4 or later', () => {
    expect(
      pushAvailability({
        ...iPhoneTab,
        userAgent: UA.iPhoneHomeScreen,
        standalone: true,
        hasPushManager: true,
        hasNotification: true,
      }),
    ).toEqual({ kind: 'supported' });
  });

  it('says an older iOS cannot do it even from the Home Screen', () => {
    expect(pushAvailability({ ...iPhoneTab, standalone: true })).toEqual({ kind: 'unsupported', ios: true });
  });

  it('offers push where the browser has it', () => {
    expect(pushAvailability(desktopChrome)).toEqual({ kind: 'supported' });
    expect(pushAvailability({ ...desktopChrome, userAgent: UA.androidChrome, platform: 'Linux armv81' })).toEqual({
      kind: 'supported',
    });
  });

  it.each([
    ['no service worker', { hasServiceWorker: false }],
    ['no PushManager', { hasPushManager: false }],
    ['no Notification', { hasNotification: false }],
    ['plain http', { secureContext: false }],
  ])('says unsupported with %s', (_name, change) => {
    expect(pushAvailability({ ...desktopChrome, ...change })).toEqual({ kind: 'unsupported', ios: false });
  });
});

describe('summariseUserAgent', () => {
  it.each([
    [UA.iPhoneSafari, 'Safari', 'iPhone'],
    [UA.iPhoneHomeScreen, 'Safari', 'iPhone'],
    [UA.iPhoneChrome, 'Chrome', 'iPhone'],
    [UA.iPadOld, 'Safari', 'iPad'],
    [UA.macSafari, 'Safari', 'macOS'],
    [UA.androidChrome, 'Chrome', 'Android'],
    [UA.androidSamsung, 'Samsung Internet', 'Android'],
    [UA.androidFirefox, 'Firefox', 'Android'],
    [UA.windowsEdge, 'Edge', 'Windows'],
    [UA.windowsFirefox, 'Firefox', 'Windows'],
    [UA.macChrome, 'Chrome', 'macOS'],
    [UA.linuxChromium, 'Chrome', 'Linux'],
    [UA.linuxOpera, 'Opera', 'Linux'],
    [UA.chromeOs, 'Chrome', 'ChromeOS'],
  ])('%s → %s on %s', (userAgent, browser, os) => {
    expect(summariseUserAgent(userAgent)).toEqual({ browser, os });
  });

  it('names what it can and leaves out what it cannot', () => {
    expect(summariseUserAgent('curl/8.5.0')).toEqual({});
    expect(summariseUserAgent(null)).toEqual({});
    expect(summariseUserAgent('SomeBot (Windows)')).toEqual({ os: 'Windows' });
  });
});

describe('base64UrlToBytes', () => {
  it('decodes a VAPID public key (65 bytes, an uncompressed P-256 point)', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = base64UrlToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
    expect(Buffer.from(bytes).toString('base64url')).toBe(key);
  });

  it('accepts padding and refuses what is not base64url', () => {
    expect([...base64UrlToBytes('AQI=')]).toEqual([1, 2]);
    expect(() => base64UrlToBytes('not base64!')).toThrow();
    expect(() => base64UrlToBytes('AQ+/')).toThrow();
  });
});

describe('sameKey', () => {
  it('compares the key a subscription was made for with the sender key', () => {
    const key = new Uint8Array([4, 1, 2, 3]);
    expect(sameKey(new Uint8Array([4, 1, 2, 3]).buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array([4, 1, 2, 4]).buffer, key)).toBe(false);
    expect(sameKey(new Uint8Array([4, 1, 2]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});

describe('subscriptionRow', () => {
  const json = { endpoint: 'https://push.example/send/abc', keys: { p256dh: 'BPk', auth: 'xyz' } };

  it('takes the endpoint, its keys and the user agent', () => {
    expect(subscriptionRow(json, UA.androidChrome)).toEqual({
      endpoint: json.endpoint,
      p256dh: 'BPk',
      auth: 'xyz',
      user_agent: UA.androidChrome,
    });
  });

  it('cuts a user agent to what the database keeps', () => {
    expect(subscriptionRow(json, 'x'.repeat(800))?.user_agent).toHaveLength(USER_AGENT_MAX_LENGTH);
    expect(subscriptionRow(json, '')?.user_agent).toBeNull();
  });

  it('refuses a subscription without its keys', () => {
    expect(subscriptionRow({ endpoint: json.endpoint }, 'ua')).toBeNull();
    expect(subscriptionRow({ endpoint: json.endpoint, keys: { p256dh: 'BPk' } }, 'ua')).toBeNull();
    expect(subscriptionRow({ keys: json.keys }, 'ua')).toBeNull();
  });
});

describe('isUniqueViolation', () => {
  it('finds 23505 on the error or on its cause, as the API helpers pass it on', () => {
    expect(isUniqueViolation({ code: '23505', message: 'duplicate key' })).toBe(true);
    expect(isUniqueViolation(new Error('Add push device: duplicate key', { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation(new Error('Add push device: check', { cause: { code: '23514' } }))).toBe(false);
    expect(isUniqueViolation(new Error('network'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});

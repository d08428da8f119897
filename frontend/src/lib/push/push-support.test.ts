import { installFakePush, removeFakePush } from '../../test/fake-push';
import { isPushSupported, subscribedWithKey, vapidKeyToBytes } from './push-support';

afterEach(() => removeFakePush());

describe('isPushSupported', () => {
  it('is true only with service workers, the Push API and notifications', () => {
    expect(isPushSupported()).toBe(false);
    installFakePush();
    expect(isPushSupported()).toBe(true);
  });
});

describe('vapidKeyToBytes', () => {
  it('decodes base64url without padding', () => {
    // 0xfb 0xff 0xbf is "-_-_" in base64url ("+/+/" in base64).
    expect(Array.from(vapidKeyToBytes('-_-_'))).toEqual([0xfb, 0xff, 0xbf]);
    expect(Array.from(vapidKeyToBytes('AQID'))).toEqual([1, 2, 3]);
    expect(Array.from(vapidKeyToBytes('AQ'))).toEqual([1]);
  });
});

describe('subscribedWithKey', () => {
  const subscriptionWith = (key: number[] | null) =>
    ({
      options: { applicationServerKey: key ? new Uint8Array(key).buffer : null },
    }) as unknown as PushSubscription;

  it('tells a subscription made with another key from one made with this key', () => {
    expect(subscribedWithKey(subscriptionWith([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(subscribedWithKey(subscriptionWith([1, 2, 4]), new Uint8Array([1, 2, 3]))).toBe(false);
    expect(subscribedWithKey(subscriptionWith([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
  });
});

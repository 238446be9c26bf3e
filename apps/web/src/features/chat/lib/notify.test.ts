import { NOTIFICATION_VOLUME, TITLE_BLINK_INTERVAL_MS } from '@mustashar/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudioContext } from '../test/fake-audio-context';

// notify.ts keeps its AudioContext in module state: each test loads a fresh copy.
const load = () => import('./notify');

describe('notification sound', () => {
  beforeEach(() => {
    vi.resetModules();
    FakeAudioContext.reset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is at volume 0.6', () => {
    expect(NOTIFICATION_VOLUME).toBe(0.6);
  });

  it('plays a two-note chime at volume 0.6 once a send has unlocked sound', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const { unlockSound, playNotificationSound } = await load();
    unlockSound();
    const [context] = FakeAudioContext.instances;
    expect(context?.state).toBe('running');
    playNotificationSound();
    expect(context!.oscillators).toEqual([
      { type: 'sine', frequency: 880, startAt: expect.any(Number), stopAt: expect.any(Number) },
      { type: 'sine', frequency: 1320, startAt: expect.any(Number), stopAt: expect.any(Number) },
    ]);
    // Each note rises from silence to the notification volume, then fades out.
    expect(context!.ramps.filter(([method]) => method === 'linear').map(([, value]) => value)).toEqual([
      NOTIFICATION_VOLUME,
      NOTIFICATION_VOLUME,
    ]);
    expect(context!.peakVolume).toBe(0.6);
    for (const oscillator of context!.oscillators) {
      expect(oscillator.startAt).toBeGreaterThan(context!.currentTime);
      expect(oscillator.stopAt).toBeGreaterThan(oscillator.startAt!);
    }
    // A second unlock reuses the same context.
    unlockSound();
    expect(FakeAudioContext.instances).toHaveLength(1);
  });

  it('uses the prefixed webkitAudioContext when that is all there is', async () => {
    vi.stubGlobal('webkitAudioContext', FakeAudioContext);
    const { unlockSound, playNotificationSound } = await load();
    unlockSound();
    playNotificationSound();
    expect(FakeAudioContext.instances[0]?.oscillators).toHaveLength(2);
  });

  it('plays nothing before a user gesture unlocked it, and does nothing without Web Audio', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const first = await load();
    first.playNotificationSound();
    expect(FakeAudioContext.instances).toEqual([]);

    vi.unstubAllGlobals();
    vi.resetModules();
    const second = await load();
    expect(() => {
      second.unlockSound();
      second.playNotificationSound();
    }).not.toThrow();
    expect(FakeAudioContext.instances).toEqual([]);
  });
});

describe('title blink', () => {
  const original = 'Legal consultation | Mustashar';
  beforeEach(() => {
    vi.useFakeTimers();
    document.title = original;
  });

  it('alternates the title with the alert every second until stopped, then puts it back', async () => {
    const { blinkTitle } = await load();
    expect(TITLE_BLINK_INTERVAL_MS).toBe(1000);
    const stop = blinkTitle('● New reply');
    expect(document.title).toBe(original);
    const seen = [];
    for (let i = 0; i < 4; i += 1) {
      vi.advanceTimersByTime(TITLE_BLINK_INTERVAL_MS);
      seen.push(document.title);
    }
    expect(seen).toEqual(['● New reply', original, '● New reply', original]);
    vi.advanceTimersByTime(TITLE_BLINK_INTERVAL_MS);
    stop();
    expect(document.title).toBe(original);
    vi.advanceTimersByTime(5 * TITLE_BLINK_INTERVAL_MS);
    expect(document.title).toBe(original);
  });

  it('stops when the window gets focus', async () => {
    const { blinkTitle } = await load();
    blinkTitle('● New reply');
    vi.advanceTimersByTime(TITLE_BLINK_INTERVAL_MS);
    expect(document.title).toBe('● New reply');
    window.dispatchEvent(new Event('focus'));
    expect(document.title).toBe(original);
    vi.advanceTimersByTime(3 * TITLE_BLINK_INTERVAL_MS);
    expect(document.title).toBe(original);
  });

  it('keeps blinking while the tab stays hidden and stops once it is visible', async () => {
    const { blinkTitle } = await load();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    blinkTitle('● New reply');
    vi.advanceTimersByTime(TITLE_BLINK_INTERVAL_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(2 * TITLE_BLINK_INTERVAL_MS);
    expect(document.title).toBe('● New reply');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(document.title).toBe(original);
    vi.advanceTimersByTime(3 * TITLE_BLINK_INTERVAL_MS);
    expect(document.title).toBe(original);
  });
});

import { NOTIFICATION_VOLUME, TITLE_BLINK_INTERVAL_MS } from '@mustashar/contracts/constants';

type AudioContextCtor = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextCtor(): AudioContextCtor | undefined {
  const w = window as unknown as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  return w.AudioContext ?? w.webkitAudioContext;
}

/**
 * Browsers let a page play sound only after a user gesture: called when the user sends, so the reply's sound can
 * play later even with the tab in the background.
 */
export function unlockSound(): void {
  const Ctor = audioContextCtor();
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume().catch(() => {});
  } catch {
    context = null;
  }
}

/** A short two-note chime made on the spot (no sound file to download), at volume 0.6. */
export function playNotificationSound(): void {
  if (!context) return;
  try {
    const start = context.currentTime + 0.01;
    for (const [index, frequency] of [880, 1320].entries()) {
      const at = start + index * 0.12;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(NOTIFICATION_VOLUME, at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.001, at + 0.45);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.5);
    }
  } catch {
    // No sound is no loss: the title still blinks.
  }
}

/**
 * Alternates the tab title with `alert` every second until the tab is shown again;
 * returns a function that stops it early.
 */
export function blinkTitle(alert: string): () => void {
  const original = document.title;
  let showingAlert = false;
  const timer = setInterval(() => {
    showingAlert = !showingAlert;
    document.title = showingAlert ? alert : original;
  }, TITLE_BLINK_INTERVAL_MS);
  const stop = () => {
    clearInterval(timer);
    document.title = original;
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', stop);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') stop();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', stop);
  return stop;
}

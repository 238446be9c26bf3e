/** An AudioContext double for lib/notify: records the oscillators started and the gain ramps scheduled. */
export class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  static reset() {
    FakeAudioContext.instances = [];
  }

  state: AudioContextState = 'suspended';
  currentTime = 5;
  readonly destination = { kind: 'destination' };
  readonly resume = () => {
    this.state = 'running';
    return Promise.resolve();
  };
  readonly oscillators: { type: string; frequency: number; startAt?: number; stopAt?: number }[] = [];
  /** Every ramp scheduled on a gain node: [method, value, time]. */
  readonly ramps: [string, number, number][] = [];

  constructor() {
    FakeAudioContext.instances.push(this);
  }

  createOscillator() {
    const record: FakeAudioContext['oscillators'][number] = { type: '', frequency: 0 };
    this.oscillators.push(record);
    return {
      set type(value: string) {
        record.type = value;
      },
      frequency: {
        set value(value: number) {
          record.frequency = value;
        },
      },
      connect: (node: unknown) => node,
      start: (at: number) => {
        record.startAt = at;
      },
      stop: (at: number) => {
        record.stopAt = at;
      },
    };
  }

  createGain() {
    const ramp = (method: string) => (value: number, time: number) => {
      this.ramps.push([method, value, time]);
    };
    return {
      gain: {
        setValueAtTime: ramp('set'),
        linearRampToValueAtTime: ramp('linear'),
        exponentialRampToValueAtTime: ramp('exponential'),
      },
      connect: (node: unknown) => node,
    };
  }

  /** The loudest level any gain node was taken to. */
  get peakVolume(): number {
    return Math.max(0, ...this.ramps.map(([, value]) => value));
  }
}

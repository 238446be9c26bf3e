/** Time as the app sees it; tests hand in a controllable one instead of sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

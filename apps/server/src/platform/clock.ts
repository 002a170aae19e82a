/** The source of "now" for every rule that depends on time (expiry, rate windows); tests pass their own. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

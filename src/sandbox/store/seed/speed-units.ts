/** Speeds in the seed are in kbit/s: these are one Mbit/s and one Gbit/s. */
export const M = 1024;
export const G = 1024 * 1024;

/** Debug counters (enableLogger). */
export type FrameLog = (event: string, detail?: unknown) => void;

/**
 * The page's end of the channel to the secure frame: a browser `MessagePort` (after the handshake) or, in
 * Node, one end of a `MessageChannel` whose other end the frame's handler holds.
 */
import type { FrameDisplay } from './frameDisplay.js';

export interface FramePort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  start(): void;
  close(): void;
  /** Where the frame's document can be shown in the page (absent in Node harnesses, which have no page). */
  display?: FrameDisplay;
}

import { isRecord, isString, jsonKey } from '../../instance/storage/storageKey.js';

/** The wallet's deep-link choice: which of its links the user opened. */
export interface DeepLinkChoice {
  readonly name: string;
  readonly href: string;
}

const isDeepLinkChoice = (value: unknown): value is DeepLinkChoice =>
  isRecord(value) && isString(value.name) && isString(value.href);

/** §3 deep-link choice. */
export const deepLinkChoiceKey = jsonKey('deepLinkChoice', isDeepLinkChoice);

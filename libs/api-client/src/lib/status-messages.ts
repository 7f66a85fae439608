import { httpStatusMessage } from '@yiying/models';

/** The spec §8 text for a status (1 network, 2 timeout, HTTP codes), else the raw message. */
export function statusMessage(status: number, rawMessage?: string): string {
  return httpStatusMessage(status, rawMessage);
}

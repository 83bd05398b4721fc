import { storage } from './storage.ts';

const VISITOR_ID_KEY = 'visitor_id';

/**
 * An anonymous, first-party id kept on the device (no cookie, no personal data), so repeat visits
 * can be told apart: page views and the sales experiment carry it.
 */
export function visitorId(): string {
  let id = storage.get(VISITOR_ID_KEY);
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    id = crypto.randomUUID().replaceAll('-', '');
    storage.set(VISITOR_ID_KEY, id);
  }
  return id;
}

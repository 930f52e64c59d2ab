import { checkProjectId } from '../../instance/projectId.js';
import type { Slice } from '../../instance/slice.js';
import { createNotifications, type Notifications } from './notifications.js';
import { toAlert } from './toAlert.js';

declare module '../../instance/ports.js' {
  interface PorticoPorts {
    notifications: Notifications;
  }
}

/** The toast and the §8 alert; a missing project id sets its alert at start. */
export const alertsSlice: Slice = {
  name: 'alerts',
  initialState({ options }) {
    const projectId = checkProjectId(options.projectId);
    return { alerts: projectId.ok ? {} : { alert: toAlert(projectId.alert) } };
  },
  create({ rt }) {
    const notifications = createNotifications(rt);
    return { port: { notifications }, actions: notifications };
  },
};

/** The result of the project id rule: the trimmed id, or the alert the modal shows instead. */
export type ProjectIdCheck =
  | { ok: true; projectId: string }
  | { ok: false; alert: 'PROJECT_ID_NOT_CONFIGURED' };

/**
 * §5 configuration: a project id is required — a string that is not blank — otherwise the
 * 'Project ID Not Configured' alert (§8) shows. Not thrown: the modal still mounts to show the alert.
 */
export function checkProjectId(projectId: unknown): ProjectIdCheck {
  const trimmed = typeof projectId === 'string' ? projectId.trim() : '';
  return trimmed === ''
    ? { ok: false, alert: 'PROJECT_ID_NOT_CONFIGURED' }
    : { ok: true, projectId: trimmed };
}

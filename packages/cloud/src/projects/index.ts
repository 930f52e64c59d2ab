export { isUsableOriginPattern } from './originPatterns.js';
export type { Project } from './project.js';
export { defaultProjectFeatures, type ProjectFeatures, remoteFeatures } from './projectFeatures.js';
export { generateProjectId, projectIdPattern } from './projectId.js';
export {
  createProject,
  getProject,
  listProjects,
  type NewProject,
  type ProjectChanges,
  updateProject,
} from './projectStore.js';
export { demoProjectId, type SeedDemoProjectOptions, seedDemoProject } from './seedDemoProject.js';

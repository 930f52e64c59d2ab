export { isUsableOriginPattern } from './originPatterns.js';
export type { Project } from './project.js';
export { type ProjectFeatures, remoteFeatures } from './projectFeatures.js';
export { projectIdPattern } from './projectId.js';
export {
  createProject,
  getProject,
  listProjects,
  updateProject,
} from './projectStore.js';
export { type SeedDemoProjectOptions, seedDemoProject } from './seedDemoProject.js';
export { isWeiAmount, type SponsorshipPolicy } from './sponsorshipPolicy.js';

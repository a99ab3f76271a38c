// The catalogue-import module's face: what other modules may use of it. They import this file only (Biome walls).
export { catalogueImportRoutes } from './routes.ts';

export { countEvaluationLevels, foldStats, satisfactionOf } from './analysis-queries';
export { registerAnalysisRoutes } from './analysis-routes';
export { createAnalysisService, periodsOf } from './analysis-service';

export * from './sandbox-catalogue.js';
export * from './sandbox-question.js';
export * from './sandbox-chart.js';
export * from './sandbox-examples.js';
